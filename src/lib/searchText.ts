/** The text rules of the site search, shared by the index and the browser; no regex is built from the query. */

/** Between two blocks of a page's indexed text (a heading and the paragraph after it). */
export const BLOCK_SEPARATOR = '\n';
export const SNIPPET_LENGTH = 150;
const SNIPPET_LEAD = 50;
/** Query words shorter than this are ignored: nearly every text holds them. */
const MIN_WORD_LENGTH = 2;
/** Only the first query words are marked, so a long query does not paint the whole text. */
const MARKED_WORDS = 2;

/** The spaces HTML collapses; French no-break spaces are not among them. */
export const COLLAPSIBLE_SPACES = /[\t\n\f\r ]+/g;

/** Everything but printable ASCII that lower-casing leaves alone (upper-case letters are folded). */
const TO_FOLD = /[^ -@[-~]/g;
const COMBINING_MARKS = /\p{M}/gu;
/** Group separators in figures and the space before "%": "45 000" and "45,000" both read 45000. */
const FIGURE_SPACES = /(?<=\d)[ ,](?=\d{3}(?!\d))|(?<=\d) (?=%)/g;

/** One character for one: lower case, no accent, and any space (a no-break one too) a space. */
function foldCharacter(character: string): string {
  if (/\s/.test(character)) {
    return ' ';
  }
  const lower = character.toLowerCase();
  const folded = lower.normalize('NFD').replace(COMBINING_MARKS, '');
  if (folded.length === character.length) {
    return folded;
  }
  return lower.length === character.length ? lower : character;
}

/** Lower case, no accents, plain spaces, figures one way: "Sécurité 45 000 $" → "securite 45000 $". */
export function foldText(text: string): string {
  return foldWithPositions(text).text;
}

/** The folded text, and the position in the original of a position in it. */
function foldWithPositions(text: string): {text: string; original: (position: number) => number} {
  // Folding keeps one character for one; only the figure spaces it drops shift positions.
  const dropped: number[] = [];
  const folded = text.replace(TO_FOLD, foldCharacter).replace(FIGURE_SPACES, (_, at: number) => {
    dropped.push(at);
    return '';
  });
  const original = (position: number) => dropped.reduce((at, drop) => (drop <= at ? at + 1 : at), position);
  return {text: folded, original};
}

/** Query words, folded, in order, without duplicates; words of 1 character are left out. */
export function queryWords(query: string): string[] {
  const words: string[] = [];
  for (const word of foldText(query).split(' ')) {
    if (word.length >= MIN_WORD_LENGTH && !words.includes(word)) {
      words.push(word);
    }
  }
  return words;
}

/** Where a query word was found, as positions in the original text. */
export interface TextMatch {
  start: number;
  end: number;
}

/** Every occurrence of the words in the text, folded, in order, without overlap (the longer wins). */
export function findMatches(text: string, words: readonly string[]): TextMatch[] {
  const {text: folded, original} = foldWithPositions(text);
  const found: TextMatch[] = [];
  for (const word of words) {
    for (let index = folded.indexOf(word); index !== -1; index = folded.indexOf(word, index + 1)) {
      found.push({start: original(index), end: original(index + word.length - 1) + 1});
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TextMatch[] = [];
  for (const match of found) {
    if (match.start >= (kept.at(-1)?.end ?? 0)) {
      kept.push(match);
    }
  }
  return kept;
}

/** A text in plain and marked parts, which the page renders as text and <mark> elements. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/** The text in parts, with every occurrence of the first 2 query words marked. */
export function highlightWords(text: string, query: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const {start, end} of findMatches(text, queryWords(query).slice(0, MARKED_WORDS))) {
    if (start > last) {
      parts.push({text: text.slice(last, start), match: false});
    }
    parts.push({text: text.slice(start, end), match: true});
    last = end;
  }
  if (last < text.length) {
    parts.push({text: text.slice(last), match: false});
  }
  return parts;
}

/** Cuts text to about `length` characters at a space, adding an ellipsis when cut. */
export function truncate(text: string, length: number): string {
  const clean = text.replace(COLLAPSIBLE_SPACES, ' ').trim();
  if (clean.length <= length) {
    return clean;
  }
  const cut = clean.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** About 150 characters around the first match, cut at spaces, blocks joined with " · ". */
export function buildSnippet(text: string, words: readonly string[]): string | undefined {
  const first = findMatches(text, words)[0];
  if (!first) {
    return undefined;
  }
  const blockStart = text.lastIndexOf(BLOCK_SEPARATOR, first.start - 1) + 1;
  let start = Math.max(blockStart, first.start - SNIPPET_LEAD);
  if (start > blockStart && text[start - 1] !== ' ') {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < first.start ? space + 1 : first.start;
  }
  // Each block boundary reads as " · ", two characters more than in the text.
  const boundaries = text.slice(start, start + SNIPPET_LENGTH).split(BLOCK_SEPARATOR).length - 1;
  let end = Math.min(text.length, start + SNIPPET_LENGTH - 2 * boundaries);
  if (end < text.length && !/[ \n]/.test(text[end]!)) {
    const boundary = Math.max(text.lastIndexOf(' ', end), text.lastIndexOf(BLOCK_SEPARATOR, end));
    end = Math.max(boundary, first.end);
  }
  const body = text
    .slice(start, end)
    .split(BLOCK_SEPARATOR)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .join(' · ');
  const before = start > blockStart ? '…' : '';
  const after = end < text.length && text[end] !== BLOCK_SEPARATOR ? '…' : '';
  return `${before}${body}${after}`;
}
