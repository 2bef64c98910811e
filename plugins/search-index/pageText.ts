/** A built page for the search index: its metadata and its content's text, one line per block. */
import {load, type AnyNode} from 'cheerio';
import {BLOCK_SEPARATOR, COLLAPSIBLE_SPACES} from '../../src/lib/searchText';

/** Marks interface or text shared by several pages, which the index leaves out. */
export const SEARCH_EXCLUDE_ATTRIBUTE = 'data-search-exclude';

/** What is not the page's own text: menus, controls, dialogs, hidden text, chips and heading anchors. */
const INTERFACE_SELECTOR = [
  'script, style, noscript, template, svg, canvas, iframe, video, audio, object',
  'nav, [role="navigation"]',
  'button, .button, [role="button"], [role="tab"], [role="tablist"], form, input, select, textarea, label',
  'dialog, [role="dialog"], [role="status"], [role="alert"]',
  '[hidden], [aria-hidden="true"], .visually-hidden, .sr-only',
  `.site-pill, .hash-link, [${SEARCH_EXCLUDE_ATTRIBUTE}]`,
].join(', ');

/** Elements that run inside a line of text; every other element starts a block. */
const PHRASING = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var'.split(' '),
);

function collectText(node: AnyNode, parts: string[]): void {
  if (node.type === 'text') {
    parts.push(node.data.replace(COLLAPSIBLE_SPACES, ' '));
    return;
  }
  if (node.type !== 'tag') {
    return;
  }
  const block = !PHRASING.has(node.name);
  parts.push(block ? BLOCK_SEPARATOR : '');
  node.children.forEach((child, at) => {
    // Two elements side by side are two pieces of text (a name and a date), even when inline.
    if (child.type === 'tag' && node.children[at - 1]?.type === 'tag') {
      parts.push(' ');
    }
    collectText(child, parts);
  });
  parts.push(block ? BLOCK_SEPARATOR : '');
}

/** The text of some nodes, one line per block, spaces collapsed as HTML collapses them. */
export function blockText(nodes: readonly AnyNode[]): string {
  const parts: string[] = [];
  nodes.forEach((node) => collectText(node, parts));
  return parts
    .join('')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .split(BLOCK_SEPARATOR)
    .map((line) => line.replace(COLLAPSIBLE_SPACES, ' ').trim())
    .filter((line) => line !== '')
    .join(BLOCK_SEPARATOR);
}

export function parsePage(html: string) {
  const $ = load(html);
  const root = $('main').first().length > 0 ? $('main').first() : $('body');
  // A logo drawn as an image with a name (a vendor's mark) shows that name.
  root
    .find('svg[role="img"][aria-label]')
    .replaceWith((_, logo) => $('<span>').text(` ${$(logo).attr('aria-label')} `));
  // A removed element leaves a space, so the words around it stay apart.
  root.find(INTERFACE_SELECTOR).replaceWith(' ');
  return {
    title: $('head title').first().text().trim(),
    description: ($('meta[name="description"]').attr('content') ?? '').trim(),
    robots: ($('meta[name="robots"]').attr('content') ?? '').toLowerCase(),
    isRedirect: $('meta[http-equiv="refresh" i]').length > 0,
    text: blockText(root.toArray()),
  };
}
