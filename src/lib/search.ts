/** Searching the site index for the header panel and the /search page. */
import {SHORT_KEY_MAX, gramsOf, termFile, textFile, type SiteIndex} from './searchIndex';
import {buildSnippet, findMatches, foldText, queryWords, truncate} from './searchText';

export type SearchEntryType = 'page' | 'service' | 'blog' | 'case-study';

/** A page, service, blog post or case study, as a result shows it (without its page text). */
export interface SearchEntry {
  url: string;
  type: SearchEntryType;
  title: string;
  description: string;
  /** A post's category or a case study's service; '' for other pages. */
  category: string;
  challenge?: string;
  solution?: string;
}

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

/** Every entry holding a query word, best first (see Score); ties keep the index order. */
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
  return ranked.sort((a, b) => compareScores(a.score, b.score));
}

/** The header panel: at most 3 of each type among the 20 best, the group of the best match first. */
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

/** What a result shows under its title; where that shows no query word, a snippet does, or null. */
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

function termKey(word: string, large: Readonly<Record<string, number>>): string {
  const size = (gram: string) => (Object.hasOwn(large, gram) ? large[gram]! : 0);
  return word.length <= SHORT_KEY_MAX
    ? word
    : gramsOf(word).reduce((best, gram) => (size(gram) < size(best) ? gram : best));
}

/** How often each entry (by position) holds the word, from the value of its key (searchIndex.ts). */
function contentCounts(word: string, value: unknown): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (postings: readonly number[], factor: number) => {
    for (let index = 0; index + 1 < postings.length; index += 2) {
      counts.set(postings[index]!, (counts.get(postings[index]!) ?? 0) + postings[index + 1]! * factor);
    }
  };
  if (word.length <= SHORT_KEY_MAX) {
    add((value ?? []) as number[], 1);
  } else {
    for (const [run, ...postings] of (value ?? []) as [string, ...number[]][]) {
      add(postings, run.split(word).length - 1);
    }
  }
  return counts;
}

/** Every entry holding a query word, best first; the page texts are not fetched. */
async function rank(index: SiteIndex, words: readonly string[]): Promise<RankedMatch<SearchEntry>[]> {
  const {keys, large, entries} = index.head;
  const wanted = words.map((word) => termKey(word, large));
  // The file that holds a key: the last whose first key is not after it (the keys are sorted).
  const fileOf = (key: string) => keys.filter((first) => first <= key).length - 1;
  const files = [...new Set(wanted.map(fileOf).filter((file) => file >= 0))];
  const values = new Map<string, unknown>();
  for (const terms of await Promise.all(files.map((file) => index.load(termFile(file))))) {
    for (const key of wanted) {
      if (typeof terms === 'object' && terms !== null && Object.hasOwn(terms, key)) {
        values.set(key, (terms as Record<string, unknown>)[key]);
      }
    }
  }
  const counts = new Map(words.map((word, at) => [word, contentCounts(word, values.get(wanted[at]!))]));
  const positions = new Map(entries.map((entry, position) => [entry, position]));
  return rankMatches(entries, words, (entry, word) => counts.get(word)?.get(positions.get(entry)!) ?? 0);
}

/** The results of some matches, each with the text that shows why it is listed. */
async function resultsOf(
  index: SiteIndex,
  matches: readonly RankedMatch<SearchEntry>[],
  words: readonly string[],
): Promise<SearchResult[]> {
  const results = await Promise.all(
    matches.map(async ({entry}) => {
      const text = await index.load(textFile(index.head.entries.indexOf(entry)));
      return toResult(entry, words, typeof text === 'string' ? text : '');
    }),
  );
  return results.filter((result) => result !== null);
}

/** The header panel's groups for a query (none for a query without words). */
export async function searchGroups(index: SiteIndex, query: string): Promise<SearchGroup[]> {
  const words = queryWords(query);
  const groups = groupMatches(await rank(index, words));
  const withResults = await Promise.all(
    groups.map(async ({type, matches}) => ({type, results: await resultsOf(index, matches, words)})),
  );
  return withResults.filter((group) => group.results.length > 0);
}

/** The /search page's results for a query: the best `limit` matches, in order. */
export async function searchList(index: SiteIndex, query: string, limit: number): Promise<SearchResult[]> {
  const words = queryWords(query);
  return resultsOf(index, (await rank(index, words)).slice(0, limit), words);
}
