import postcss from 'postcss';

/** The cascade layer Docusaurus puts the Infima framework in (with `future.v4`; the upgrade contract checks it). */
export const INFIMA_LAYER = 'docusaurus.infima';

/**
 * The class names a selector needs on the page to match: those outside functional pseudo-classes
 * (`.button:not(.button--outline)` needs only `button`).
 */
export function requiredClasses(selector: string): string[] {
  let outside = selector;
  // Innermost parentheses first, so nested ones (`:not(:is(.a))`) go as well.
  for (let previous = ''; previous !== outside;) {
    previous = outside;
    outside = outside.replace(/\([^()]*\)/g, '');
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/** Every word (identifier or hyphenated name) in a text: class names in the bundles' code. */
export function wordsOf(text: string, into: Set<string> = new Set()): Set<string> {
  for (const match of text.matchAll(/[A-Za-z_][\w-]*/g)) {
    into.add(match[0]);
  }
  return into;
}

/**
 * The stylesheet without the Infima rules no page can match: a selector goes when a class it needs
 * appears nowhere in the bundles' code (`usedWords`), which holds every class any page or dialog can
 * render (markup comes from React components, markdown is compiled into the bundles too, and no class
 * name is built from pieces). Rules outside the Infima layer are left as they are.
 */
export function dropUnusedInfimaRules(css: string, usedWords: ReadonlySet<string>): {css: string; dropped: number} {
  const root = postcss.parse(css);
  let dropped = 0;
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== INFIMA_LAYER) {
      return;
    }
    layer.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) {
        return;
      }
      const kept = rule.selectors.filter((selector) =>
        requiredClasses(selector).every((className) => usedWords.has(className)),
      );
      dropped += rule.selectors.length - kept.length;
      if (kept.length === 0) {
        rule.remove();
      } else if (kept.length < rule.selectors.length) {
        rule.selectors = kept;
      }
    });
    // Media queries left empty.
    layer.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
      }
    });
  });
  return {css: dropped === 0 ? css : root.toString(), dropped};
}
