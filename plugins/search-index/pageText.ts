/**
 * Reading a built page for the search index: its title, description, robots rule and the text of
 * its content. The index holds what a visitor reads, not the interface around it, so snippets
 * read as sentences instead of "Back to BlogSecurity Quick Tip…".
 */
import {load, type AnyNode, type CheerioAPI} from 'cheerio';
import {BLOCK_SEPARATOR} from '../../src/lib/searchText';

/**
 * Put this attribute on any element that is interface rather than content (a back link, a
 * byline, a share row): the search index leaves it out. Structural interface (buttons, menus,
 * breadcrumbs, text only screen readers hear) is left out without it.
 */
export const SEARCH_EXCLUDE_ATTRIBUTE = 'data-search-exclude';

/** Elements that are never read as content (heading anchors aside: see INTERFACE_SELECTOR). */
const INTERFACE_SELECTORS: readonly string[] = [
  // Not text at all.
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'video',
  'audio',
  'object',
  // Menus, breadcrumbs, tables of contents, pagination.
  'nav',
  '[role="navigation"]',
  // Controls, and links drawn as buttons ("Discuss Your Needs", "View All Posts").
  'button',
  '.button',
  '[role="button"]',
  '[role="tab"]',
  '[role="tablist"]',
  'form',
  'input',
  'select',
  'textarea',
  'label',
  // Dialogs and live messages ("Loading…", toasts).
  'dialog',
  '[role="dialog"]',
  '[role="status"]',
  '[role="alert"]',
  // Not shown, or shown only to screen readers ("(opens in a new tab)").
  '[hidden]',
  '[aria-hidden="true"]',
  '.visually-hidden',
  '.sr-only',
  // Chips and badges: a category or a "Featured" label beside the text, not a sentence of it.
  '.site-pill',
  `[${SEARCH_EXCLUDE_ATTRIBUTE}]`,
];

/** Elements that are never read as content, as one selector. */
export const INTERFACE_SELECTOR = [...INTERFACE_SELECTORS, '.hash-link'].join(', ');

/**
 * What the full-text /search index (@easyops-cn/docusaurus-search-local, `ignoreCssSelectors`)
 * removes before reading a page: the same interface. Heading anchors stay, because that plugin
 * reads each section's address from them.
 */
export const FULL_TEXT_IGNORE_SELECTORS: readonly string[] = INTERFACE_SELECTORS;

/**
 * A table or description cell that holds only a figure ("98.6%", "+1.38 pts", "46", "-74%"): the
 * row's label says what it is about, and a run of bare figures makes a snippet unreadable.
 */
const FIGURE_CELL = /^[-+−–~≈<>]?\s*[$€£]?\s*[\d.,\s\u00A0\u202F]+\s*(%|pts?|points?|x|×|[kKM]|h|min|s|ms)?$/u;

export function isFigureCell(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || FIGURE_CELL.test(trimmed);
}

/**
 * Elements that run inside a line of text. Every other element starts a new block, so its text
 * is kept apart from its neighbours' by a space.
 */
const PHRASING_ELEMENTS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

/** The node kind as domhandler names it: 'text', 'tag', 'comment', … */
function kindOf(node: AnyNode): string {
  return node.type;
}

function collectText(node: AnyNode, parts: string[]): void {
  if (kindOf(node) === 'text' && 'data' in node) {
    // Line breaks in the markup are spaces; only block boundaries end a line.
    parts.push(node.data.replace(/\s+/g, ' '));
    return;
  }
  if (kindOf(node) !== 'tag' || !('name' in node) || !('children' in node)) {
    return; // comments and directives; scripts and styles are removed before
  }
  const isBlock = !PHRASING_ELEMENTS.has(node.name);
  if (isBlock) {
    parts.push(BLOCK_SEPARATOR);
  }
  let previousWasElement = false;
  for (const child of node.children) {
    if (kindOf(child) === 'comment') {
      continue;
    }
    const isElement = kindOf(child) === 'tag';
    // Two elements side by side with no text between them are two pieces of text (a name and
    // a date, a pill and a title), even when both are drawn inline.
    if (isElement && previousWasElement) {
      parts.push(' ');
    }
    collectText(child, parts);
    previousWasElement = isElement;
  }
  if (isBlock) {
    parts.push(BLOCK_SEPARATOR);
  }
}

/**
 * The readable text of the page's `<main>` (or `<body>` without one): one line per block (a
 * heading, a paragraph, a list item), so a heading is never read as the start of the sentence
 * below it.
 */
export function extractContentText($: CheerioAPI): string {
  const root = $('main').first().length > 0 ? $('main').first() : $('body');
  // A removed element leaves a space: a hidden separator ("Visits · by appointment") still
  // separates the words around it.
  root.find(INTERFACE_SELECTOR).replaceWith(' ');
  root
    .find('td, dd')
    .filter((_, cell) => isFigureCell($(cell).text()))
    .replaceWith(' ');
  return blockText(root.toArray());
}

/**
 * The text of some nodes, one line per block: whitespace in the markup is a space, and only a
 * block boundary ends a line.
 */
export function blockText(nodes: readonly AnyNode[]): string {
  const parts: string[] = [];
  for (const node of nodes) {
    collectText(node, parts);
  }
  return parts
    .join('')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .split(BLOCK_SEPARATOR)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '')
    .join(BLOCK_SEPARATOR);
}

export interface ParsedPage {
  title: string;
  description: string;
  robots: string;
  isRedirect: boolean;
  text: string;
}

export function parsePage(html: string): ParsedPage {
  const $ = load(html);
  return {
    title: $('head title').first().text().trim(),
    description: ($('meta[name="description"]').attr('content') ?? '').trim(),
    robots: ($('meta[name="robots"]').attr('content') ?? '').toLowerCase(),
    isRedirect: $('meta[http-equiv="refresh" i]').length > 0,
    text: extractContentText($),
  };
}
