/**
 * Just enough HTML reading for the checks of build outputs (minified by Docusaurus: attribute
 * values may be unquoted): start tags with their attributes.
 */
export interface StartTag {
  name: string;
  /** The tag as written, e.g. `<meta property=og:image content=... />`. */
  source: string;
  attributes: Record<string, string>;
}

const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

export function parseAttributes(inside: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of inside.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!(name in attributes)) {
      attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attributes;
}

/** Start tags of the given element names (lower case), outside scripts, styles and comments. */
export function startTags(html: string, names: readonly string[]): StartTag[] {
  const wanted = new Set(names);
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, (m) => ' '.repeat(m.length))
    .replace(
      /(<script\b[^>]*>)([\s\S]*?)(<\/script\s*>)/gi,
      (_m, open: string, body: string, close: string) => open + ' '.repeat(body.length) + close,
    )
    .replace(
      /(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi,
      (_m, open: string, body: string, close: string) => open + ' '.repeat(body.length) + close,
    );
  const tags: StartTag[] = [];
  // A slash right after an unquoted value belongs to the value (`<a href=/fr/>` links to `/fr/`,
  // as a browser reads it); only a slash after a space or a quote closes the tag.
  for (const match of cleaned.matchAll(
    /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^>]*?)?)(?:(?<=[\s"']|<[a-zA-Z][a-zA-Z0-9-]*)\/)?\s*>/g,
  )) {
    const name = match[1]!.toLowerCase();
    if (wanted.has(name)) {
      tags.push({
        name,
        source: html.slice(match.index!, match.index! + match[0].length),
        attributes: parseAttributes(match[2] ?? ''),
      });
    }
  }
  return tags;
}

export function metaContent(html: string, key: string): string | undefined {
  return startTags(html, ['meta']).find((tag) => tag.attributes.property === key || tag.attributes.name === key)
    ?.attributes.content;
}
