/**
 * Ranking, grouping and the text of each result, for the header panel and the /search page.
 * Pure functions over the entries of the index (src/lib/searchIndex.ts reads it).
 */
import {buildSnippet, findMatches, foldText, truncate} from './searchText';

export type SearchEntryType = 'page' | 'service' | 'blog' | 'case-study';

/** A page, service, blog post or case study, as a result shows it (without its page text). */
export interface SearchEntry {
  url: string;
  type: SearchEntryType;
  title: string;
  description: string;
  /** A post's category or a case study's service; '' for other pages. */
  category: string;
  /** Case studies: the challenge and the solution. */
  challenge?: string;
  solution?: string;
}

/** A line under a result's title. */
export interface ResultLine {
  text: string;
  label?: 'challenge' | 'solution';
  /** Cut from the page text around the match. */
  snippet?: boolean;
}

export interface SearchResult {
  entry: SearchEntry;
  lines: ResultLine[];
}

export interface SearchGroup {
  type: SearchEntryType;
  results: SearchResult[];
}

/** The header panel considers the 20 best matches and shows 3 of each type. */
export const MAX_MATCHES = 20;
export const RESULTS_PER_TYPE = 3;
const BLOG_PREVIEW_LENGTH = 200;
const CASE_STUDY_PREVIEW_LENGTH = 100;

/** The groups in the order they take when their best matches are equally good. */
export const SEARCH_GROUP_TYPES: readonly SearchEntryType[] = ['blog', 'case-study', 'service', 'page'];

interface Score {
  /** Query words in the title. */
  title: number;
  /** 1 when the title begins with a query word: the query most likely names this entry. */
  titleStart: number;
  /** Query words in the description or category. */
  meta: number;
  /** Query words in the page text. */
  content: number;
  /** How often the page text says them: of two pages that mention a word, the one about it. */
  occurrences: number;
}

export interface RankedMatch<Entry extends SearchEntry> {
  entry: Entry;
  score: Score;
}

function compareScores(a: Score, b: Score): number {
  return (
    b.title - a.title ||
    b.titleStart - a.titleStart ||
    b.meta - a.meta ||
    b.content - a.content ||
    b.occurrences - a.occurrences
  );
}

/**
 * Every entry holding a query word, best first: title matches (a title beginning with a word
 * first), then description and category matches, then page-text matches; ties keep the index
 * order. `contentCount` says how often an entry's page text holds a word.
 */
export function rankMatches<Entry extends SearchEntry>(
  entries: readonly Entry[],
  words: readonly string[],
  contentCount: (entry: Entry, word: string) => number,
): RankedMatch<Entry>[] {
  const ranked: RankedMatch<Entry>[] = [];
  for (const entry of entries) {
    const title = foldText(entry.title);
    const meta = foldText(`${entry.description} ${entry.category}`);
    const score: Score = {title: 0, titleStart: 0, meta: 0, content: 0, occurrences: 0};
    for (const word of words) {
      score.title += title.includes(word) ? 1 : 0;
      score.titleStart ||= title.startsWith(word) ? 1 : 0;
      score.meta += meta.includes(word) ? 1 : 0;
      const occurrences = contentCount(entry, word);
      score.content += occurrences > 0 ? 1 : 0;
      score.occurrences += occurrences;
    }
    if (score.title + score.meta + score.content > 0) {
      ranked.push({entry, score});
    }
  }
  // Array sort is stable: equal scores keep the index order.
  return ranked.sort((a, b) => compareScores(a.score, b.score));
}

/**
 * The header panel's groups: of the 20 best matches, at most 3 per type. The group holding the
 * best match comes first, so the page a query names is in view when the panel opens (on a phone
 * only the first group may fit); equally good groups keep the order of SEARCH_GROUP_TYPES.
 */
export function groupMatches<Entry extends SearchEntry>(
  ranked: readonly RankedMatch<Entry>[],
): {type: SearchEntryType; matches: RankedMatch<Entry>[]}[] {
  const considered = ranked.slice(0, MAX_MATCHES);
  return SEARCH_GROUP_TYPES.map((type) => ({
    type,
    matches: considered.filter((match) => match.entry.type === type).slice(0, RESULTS_PER_TYPE),
  }))
    .filter((group) => group.matches.length > 0)
    .sort((a, b) => compareScores(a.matches[0]!.score, b.matches[0]!.score));
}

/**
 * What a result shows under its title: a blog post its description (200 characters), a case
 * study its challenge and solution (100 each), a page or service its description when the title
 * holds a query word. When neither the title, the category nor these lines show a query word, a
 * snippet of the page text around the first match is added, or else the description; a result
 * that still shows none is no result (null), so every result shows why it is listed.
 */
export function toResult(entry: SearchEntry, words: readonly string[], content = ''): SearchResult | null {
  const shows = (text: string | undefined) => text !== undefined && findMatches(text, words).length > 0;
  const lines: ResultLine[] = [];
  if (entry.type === 'blog') {
    lines.push({text: truncate(entry.description, BLOG_PREVIEW_LENGTH)});
  } else if (entry.type === 'case-study') {
    for (const label of ['challenge', 'solution'] as const) {
      const text = entry[label];
      if (text) {
        lines.push({text: truncate(text, CASE_STUDY_PREVIEW_LENGTH), label});
      }
    }
  } else if (shows(entry.title) && entry.description) {
    lines.push({text: entry.description});
  }
  if (![entry.title, entry.category, ...lines.map((line) => line.text)].some(shows)) {
    const snippet = buildSnippet(content, words);
    if (snippet) {
      lines.push({text: snippet, snippet: true});
    } else if (shows(entry.description)) {
      lines.push({text: entry.description});
    } else {
      return null;
    }
  }
  return {entry, lines};
}
