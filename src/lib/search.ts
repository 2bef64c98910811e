/**
 * Site search: tokenising, matching, ranking, grouping, snippets, previews and highlighting.
 * Pure functions over the index that plugins/search-index writes at build time; nothing here
 * touches `window`, and no regular expression is built from unescaped input.
 */

import {buildSnippet, foldText, highlightWords, queryWords, truncate, type HighlightPart} from './searchText';

export type SearchEntryType = 'page' | 'service' | 'blog' | 'case-study';

/**
 * What a result shows of a page, service, blog post or case study: everything but its page text
 * (the head of the split index, src/lib/searchSplit.ts, holds these).
 */
export interface SearchHeadEntry {
  id: string;
  title: string;
  description: string;
  url: string;
  type: SearchEntryType;
  category: string;
  tags: string[];
  /** Case studies only: the challenge and solution summaries (front matter). */
  challenge?: string;
  solution?: string;
}

/** One entry of the index with its page text, as the build reads it. */
export interface SearchEntry extends SearchHeadEntry {
  /** Title, description, category, tags and content, folded (lower case, no accents: foldText). */
  searchText: string;
  content?: string;
}

export interface SearchResult {
  entry: SearchHeadEntry;
  /** About 150 characters around the first match in the content (entries with content only). */
  snippet?: string;
  /** True when the snippet shows a match found in the content. */
  snippetHasMatch: boolean;
  /** Blog: description preview of 200 characters. Other types: the description. */
  preview: string;
  /** Case studies: challenge and solution previews of 100 characters each. */
  challenge?: string;
  solution?: string;
}

/** A group of results of one type; the interface names it in the visitor's language. */
export interface SearchGroup {
  type: SearchEntryType;
  /** Results shown: 3, or 8 when the group is expanded. */
  results: SearchResult[];
  /** Matches of this type among the 20 considered. */
  total: number;
  /** More results can be shown by expanding the group. */
  canExpand: boolean;
}

export {isSearchable, searchPageUrl} from './searchQuery';
export {buildSnippet, truncate, type HighlightPart} from './searchText';
export const MAX_MATCHES = 20;
export const RESULTS_PER_TYPE = 3;
export const RESULTS_PER_TYPE_EXPANDED = 8;
export const BLOG_PREVIEW_LENGTH = 200;
export const CASE_STUDY_PREVIEW_LENGTH = 100;

/**
 * The group types, in the order used when no group holds a better match than another (blog posts,
 * case studies, services, pages). Their titles are interface text, translated by the result panel.
 */
export const SEARCH_GROUP_TYPES: readonly SearchEntryType[] = ['blog', 'case-study', 'service', 'page'];

/**
 * Query words, folded (lower case, no accents), in order, without duplicates. Words of 1
 * character are ignored, since nearly every text holds them; an empty or whitespace query has
 * no words.
 */
export function tokenize(query: string): string[] {
  return queryWords(query);
}

/**
 * The search text of an entry: title, description, category, tags and content, folded, so
 * "securite" finds "sécurité" and the other way round.
 */
export function buildSearchText(
  entry: Pick<SearchEntry, 'title' | 'description' | 'category' | 'tags' | 'content'>,
): string {
  const text = [entry.title, entry.description, entry.category, entry.tags.join(' '), entry.content ?? '']
    .filter((part) => part !== '')
    .join(' ');
  return foldText(text.replace(/\s+/g, ' '));
}

/** An entry matches if any query word occurs anywhere in its folded search text. */
export function matchesEntry(entry: SearchEntry, words: readonly string[]): boolean {
  return words.some((word) => entry.searchText.includes(word));
}

export interface Score {
  /** Query words found in the title. */
  title: number;
  /** 1 when the title begins with a query word: the query most likely names this entry. */
  titleStart: number;
  /** Query words found in the description, category or tags. */
  meta: number;
  /** Query words found in the page text. */
  content: number;
  /** How often the page text says the query words: of two pages that both mention a word, the one about it. */
  occurrences: number;
}

/** Non-overlapping occurrences of a word in a text, counted from the left. */
export function countOccurrences(text: string, word: string): number {
  let count = 0;
  for (let index = text.indexOf(word); index !== -1; index = text.indexOf(word, index + word.length)) {
    count += 1;
  }
  return count;
}

/**
 * The score of an entry whose page text says a query word `contentCount(word)` times; the title,
 * description, category and tags are scored here. The entry matches when any part holds a word.
 */
export function scoreWith(
  entry: SearchHeadEntry,
  words: readonly string[],
  contentCount: (word: string) => number,
): Score {
  const title = foldText(entry.title.trim());
  const meta = foldText([entry.description, entry.category, entry.tags.join(' ')].join(' '));
  const score: Score = {title: 0, titleStart: 0, meta: 0, content: 0, occurrences: 0};
  for (const word of words) {
    if (title.includes(word)) {
      score.title += 1;
    }
    if (title.startsWith(word)) {
      score.titleStart = 1;
    }
    if (meta.includes(word)) {
      score.meta += 1;
    }
    const occurrences = contentCount(word);
    if (occurrences > 0) {
      score.content += 1;
      score.occurrences += occurrences;
    }
  }
  return score;
}

/** True when some part of the entry holds a query word: the same test as `matchesEntry`. */
export function isMatch(score: Score): boolean {
  return score.title + score.meta + score.content > 0;
}

export function scoreEntry(entry: SearchEntry, words: readonly string[]): Score {
  const content = foldText(entry.content ?? '');
  return scoreWith(entry, words, (word) => countOccurrences(content, word));
}

/**
 * Title matches first (a title that begins with a query word before one that only contains it),
 * then description, category and tag matches, then body matches; between equals, the page that
 * says the words most often.
 */
function compareScores(a: Score, b: Score): number {
  return (
    b.title - a.title ||
    b.titleStart - a.titleStart ||
    b.meta - a.meta ||
    b.content - a.content ||
    b.occurrences - a.occurrences
  );
}

export interface RankedMatch<Entry extends SearchHeadEntry = SearchEntry> {
  entry: Entry;
  score: Score;
}

/** The matches among scored entries (null: no match), best first; ties keep the index order. */
export function rankScores<Entry extends SearchHeadEntry>(
  scored: readonly {entry: Entry; score: Score | null}[],
): RankedMatch<Entry>[] {
  return scored
    .map((item, position) => ({...item, position}))
    .filter((item): item is RankedMatch<Entry> & {position: number} => item.score !== null)
    .sort((a, b) => compareScores(a.score, b.score) || a.position - b.position)
    .map(({entry, score}) => ({entry, score}));
}

/** Every match, best first; ties keep the index order. */
function rankMatches(entries: readonly SearchEntry[], words: readonly string[]): RankedMatch[] {
  return rankScores(
    entries.map((entry) => ({entry, score: matchesEntry(entry, words) ? scoreEntry(entry, words) : null})),
  );
}

/**
 * The matches to consider: all matches are ranked first and only then cut to the best 20, so a
 * page named by the query is never dropped in favour of pages that merely mention it.
 */
export function findMatches(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const words = tokenize(query);
  if (words.length === 0) {
    return [];
  }
  return rankMatches(entries, words)
    .slice(0, MAX_MATCHES)
    .map((item) => item.entry);
}

/** A result; `content` is the entry's page text, cut into the snippet. */
export function toResult(entry: SearchHeadEntry, words: readonly string[], content?: string): SearchResult {
  const snippet = content ? buildSnippet(content, words) : undefined;
  return {
    entry,
    snippet: snippet?.text,
    snippetHasMatch: snippet?.hasMatch ?? false,
    preview: entry.type === 'blog' ? truncate(entry.description, BLOG_PREVIEW_LENGTH) : entry.description,
    challenge: entry.challenge ? truncate(entry.challenge, CASE_STUDY_PREVIEW_LENGTH) : undefined,
    solution: entry.solution ? truncate(entry.solution, CASE_STUDY_PREVIEW_LENGTH) : undefined,
  };
}

/**
 * Groups of results: at most 3 results per type, or 8 for an expanded type, out of the 20 best
 * matches. The group holding the best match comes first, so the page, service or story the
 * query names is in view when the panel opens, also on a phone where only the first group fits;
 * groups whose best matches are equally good keep the order Blog Posts, Case Studies, Services,
 * Pages. Empty groups are left out.
 */
export function searchEntries(
  entries: readonly SearchEntry[],
  query: string,
  expanded: ReadonlySet<SearchEntryType> = new Set(),
): SearchGroup[] {
  const words = tokenize(query);
  if (words.length === 0) {
    return [];
  }
  return groupMatches(rankMatches(entries, words), words, expanded, (entry) => entry.content);
}

/** The matches the groups show, of the ranked ones: their page texts are needed for the snippets. */
export function shownMatches<Entry extends SearchHeadEntry>(
  ranked: readonly RankedMatch<Entry>[],
  expanded: ReadonlySet<SearchEntryType> = new Set(),
): RankedMatch<Entry>[] {
  const matches = ranked.slice(0, MAX_MATCHES);
  return SEARCH_GROUP_TYPES.flatMap((type) =>
    matches
      .filter((match) => match.entry.type === type)
      .slice(0, expanded.has(type) ? RESULTS_PER_TYPE_EXPANDED : RESULTS_PER_TYPE),
  );
}

/**
 * The groups of ranked matches (best first), with the snippets cut from the page texts that
 * `contentOf` gives for the shown entries.
 */
export function groupMatches<Entry extends SearchHeadEntry>(
  ranked: readonly RankedMatch<Entry>[],
  words: readonly string[],
  expanded: ReadonlySet<SearchEntryType>,
  contentOf: (entry: Entry) => string | undefined,
): SearchGroup[] {
  const matches = ranked.slice(0, MAX_MATCHES);
  return SEARCH_GROUP_TYPES.flatMap((type, order) => {
    const ofType = matches.filter((match) => match.entry.type === type);
    if (ofType.length === 0) {
      return [];
    }
    const limit = expanded.has(type) ? RESULTS_PER_TYPE_EXPANDED : RESULTS_PER_TYPE;
    const group: SearchGroup = {
      type,
      results: ofType.slice(0, limit).map((match) => toResult(match.entry, words, contentOf(match.entry))),
      total: ofType.length,
      canExpand: !expanded.has(type) && ofType.length > RESULTS_PER_TYPE,
    };
    return [{group, best: ofType[0]!.score, order}];
  })
    .sort((a, b) => compareScores(a.best, b.best) || a.order - b.order)
    .map((item) => item.group);
}

/**
 * Splits text into parts, marking every occurrence (any letter case, any accent) of the first 2
 * query words only, so a long query does not paint the whole text. The caller renders the parts
 * as text, so markup in the text or query stays text.
 */
export function highlight(text: string, query: string): HighlightPart[] {
  return highlightWords(text, query);
}

/** An entry as the build hands it to the split index: without its search text, which is derived. */
export type StoredSearchEntry = Omit<SearchEntry, 'searchText'>;
