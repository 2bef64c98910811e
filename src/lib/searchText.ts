/**
 * Text rules both searches share (the header panel and the full-text /search page): folding
 * case and accents, finding the first match, cutting a snippet around it and marking the query
 * words. Pure functions; no regular expression is built from the query.
 */

/** Between two blocks of a page's indexed text (a heading and the paragraph after it). */
export const BLOCK_SEPARATOR = '\n';
/** How a block boundary reads inside a snippet: the two blocks stay apart. */
export const SNIPPET_BLOCK_JOIN = ' · ';
export const SNIPPET_LENGTH = 150;
export const SNIPPET_LEAD = 50;
export const MAX_HIGHLIGHTED_WORDS = 2;
/** Query words shorter than this are ignored: nearly every text holds them. */
export const MIN_WORD_LENGTH = 2;

/** Anything but printable ASCII, which lower-casing alone folds. */
const NOT_PLAIN_ASCII = /[^ -~]/g;
const COMBINING_MARKS = /\p{M}/gu;

function foldCharacter(character: string): string {
  const folded = character.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
  if (folded.length === character.length) {
    return folded;
  }
  // Keep one character for one ("ß", "œ"), so positions still match the original text.
  return character.toLowerCase().length === character.length ? character.toLowerCase() : character;
}

/**
 * Lower case without accents, one character for one ("Sécurité" → "securite"): a visitor on an
 * English keyboard finds the French words, and a position in the folded text is the same position
 * in the original.
 */
export function foldText(text: string): string {
  return text.replace(NOT_PLAIN_ASCII, foldCharacter).toLowerCase();
}

/** Query words, folded, in order, without duplicates; words of 1 character are left out. */
export function queryWords(query: string): string[] {
  const words: string[] = [];
  for (const word of foldText(query).split(/\s+/)) {
    if (word.length >= MIN_WORD_LENGTH && !words.includes(word)) {
      words.push(word);
    }
  }
  return words;
}

export interface TextMatch {
  /** Position in the text. */
  index: number;
  length: number;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function wordEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && WORD_CHARACTER.test(text[end]!)) {
    end += 1;
  }
  return end;
}

/**
 * The longest beginning of a query word the text holds, when the full-text index matched another
 * form of the word ("governance" matches "govern", "securite" matches "sécuritaire" there): at
 * least 60% of the word and 4 letters.
 */
function longestStem(folded: string, word: string): string | undefined {
  const shortest = Math.max(4, Math.ceil(word.length * 0.6));
  for (let length = word.length - 1; length >= shortest; length -= 1) {
    const stem = word.slice(0, length);
    if (folded.includes(stem)) {
      return stem;
    }
  }
  return undefined;
}

/**
 * Every occurrence of the words in the text, in order and without overlap; longer words win where
 * two start at the same place ("cloudflare" over "cloud"). With `stems`, a word absent from the
 * text is looked for by its stem, and the mark runs to the end of the word found.
 */
export function findWordMatches(text: string, words: readonly string[], stems = false): TextMatch[] {
  const folded = foldText(text);
  const matches: TextMatch[] = [];
  for (const word of words) {
    let needle = word;
    let toWordEnd = false;
    if (stems && !folded.includes(word)) {
      const stem = longestStem(folded, word);
      if (!stem) {
        continue;
      }
      needle = stem;
      toWordEnd = true;
    }
    for (let index = folded.indexOf(needle); index !== -1; index = folded.indexOf(needle, index + 1)) {
      const end = toWordEnd ? wordEnd(folded, index + needle.length) : index + needle.length;
      matches.push({index, length: end - index});
    }
  }
  matches.sort((a, b) => a.index - b.index || b.length - a.length);
  const kept: TextMatch[] = [];
  for (const match of matches) {
    const previous = kept.at(-1);
    if (!previous || match.index >= previous.index + previous.length) {
      kept.push(match);
    }
  }
  return kept;
}

/** A text split into plain and highlighted parts (rendered as text and <mark> elements). */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * Splits text into parts, marking every occurrence (any case, any accent) of the first 2 query
 * words only, so a long query does not paint the whole text. The caller renders the parts as
 * text, so markup in the text or the query stays text.
 */
export function highlightWords(text: string, query: string, stems = false): HighlightPart[] {
  if (text === '') {
    return [];
  }
  const words = queryWords(query).slice(0, MAX_HIGHLIGHTED_WORDS);
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const {index, length} of findWordMatches(text, words, stems)) {
    if (index > last) {
      parts.push({text: text.slice(last, index), match: false});
    }
    parts.push({text: text.slice(index, index + length), match: true});
    last = index + length;
  }
  if (last < text.length) {
    parts.push({text: text.slice(last), match: false});
  }
  return parts;
}

/** Cuts text to about `length` characters at a word boundary, adding an ellipsis when cut. */
export function truncate(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) {
    return clean;
  }
  const cut = clean.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Blocks of an indexed text, each on one line with single spaces. */
function blocksOf(text: string): string[] {
  return text
    .split(BLOCK_SEPARATOR)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '');
}

export interface Snippet {
  text: string;
  /** True when the snippet shows a match (else it is the text's beginning). */
  hasMatch: boolean;
}

/**
 * About 150 characters around the first match of a query word: it starts about 50 characters
 * before the match, never before the block that holds it (a heading above a match is not run into
 * the sentence), and cuts at word boundaries. Later blocks that fit are joined with " · ". Without
 * a match, the text's beginning. `stems` finds a word by its stem, as the full-text index does.
 */
export function buildSnippet(text: string, words: readonly string[], stems = false): Snippet {
  const blocks = blocksOf(text);
  // One line, blocks joined by a character that never occurs inside a block.
  const joined = blocks.join(BLOCK_SEPARATOR);
  const first = words.length > 0 ? findWordMatches(joined, words, stems)[0] : undefined;
  if (!first) {
    return {text: truncate(blocks.join(SNIPPET_BLOCK_JOIN), SNIPPET_LENGTH), hasMatch: false};
  }
  const position = first.index;
  const blockStart = joined.lastIndexOf(BLOCK_SEPARATOR, position - 1) + 1;
  let start = Math.max(blockStart, position - SNIPPET_LEAD);
  // Start after a space so no word is cut in half, or at the match itself.
  if (start > blockStart && joined[start - 1] !== ' ') {
    const space = joined.indexOf(' ', start);
    start = space !== -1 && space < position ? space + 1 : position;
  }
  // Each block boundary reads as " · ", two characters longer than in the text.
  const budget = SNIPPET_LENGTH - (joined.slice(start, start + SNIPPET_LENGTH).split(BLOCK_SEPARATOR).length - 1) * 2;
  let end = Math.min(joined.length, start + budget);
  const matchEnd = position + first.length;
  if (end < joined.length && /[^\s\n]/.test(joined[end]!) && /[^\s\n]/.test(joined[end - 1]!)) {
    const boundary = Math.max(joined.lastIndexOf(' ', end), joined.lastIndexOf(BLOCK_SEPARATOR, end));
    end = boundary >= matchEnd ? boundary : Math.max(end, wordEnd(joined, matchEnd));
  }
  const body = joined.slice(start, end).trim().split(BLOCK_SEPARATOR).join(SNIPPET_BLOCK_JOIN);
  const before = start > blockStart ? '…' : '';
  const after = end < joined.length && joined[end] !== BLOCK_SEPARATOR ? '…' : '';
  return {text: `${before}${body.replace(/ · $/, '')}${after}`, hasMatch: true};
}
