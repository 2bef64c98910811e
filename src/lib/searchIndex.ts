/**
 * The search index as the browser reads it (plugins/search-index writes it). A whole index would be
 * about 0.5 MB gzip at 100 posts, so it comes in parts, and a search fetches only what it needs:
 * - `search-index.json`, the head: every entry without its page text;
 * - `k<n>.json` term files: a query word of 2 or 3 characters is a key whose value is each entry's
 *   count of it (entry position, count, …); a longer word is looked up by its 4-character gram
 *   with the shortest list, whose value lists the whitespace-delimited runs of folded page text
 *   holding that gram, each with the entries that say it and how often (run, position, times, …).
 *   A query word holds no space, so it occurs only inside runs, and its count in an entry is its
 *   count in each run times the run's. Keys are sorted and packed into files of about 12 KB; the
 *   head names the first key of each file;
 * - `t<n>.json`: the page text of entry n, fetched for the results shown, for their snippets.
 * The files sit in a folder named by a hash of their contents, so a head never reads another
 * build's parts.
 */
import {
  SEARCH_GROUP_TYPES,
  groupMatches,
  rankMatches,
  toResult,
  type RankedMatch,
  type SearchEntry,
  type SearchGroup,
  type SearchResult,
} from './search';
import {queryWords} from './searchText';

/** Words up to this length are keys themselves; longer ones are found through their grams. */
export const SHORT_KEY_MAX = 3;
export const GRAM_LENGTH = SHORT_KEY_MAX + 1;

export interface IndexHead {
  /** Folder of the term and text files, relative to the head. */
  files: string;
  entries: SearchEntry[];
  /** The first key of each term file, in key order. */
  keys: string[];
  /** Grams with long lists, with their size in bytes: a word is looked up by a shorter one. */
  large: Record<string, number>;
}

export const termFile = (index: number): string => `k${index}.json`;
export const textFile = (position: number): string => `t${position}.json`;

/** The distinct parts of a word of a given length, in order. */
export function gramsOf(word: string, length = GRAM_LENGTH): string[] {
  const grams = new Set<string>();
  for (let start = 0; start + length <= word.length; start += 1) {
    grams.add(word.slice(start, start + length));
  }
  return [...grams];
}

function termKey(word: string, large: Readonly<Record<string, number>>): string {
  const size = (gram: string) => (Object.hasOwn(large, gram) ? large[gram]! : 0);
  return word.length <= SHORT_KEY_MAX
    ? word
    : gramsOf(word).reduce((best, gram) => (size(gram) < size(best) ? gram : best));
}

/** How often each entry (by position) holds the word, from the value of its key. */
function contentCounts(word: string, value: unknown): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (position: unknown, times: unknown, factor = 1) => {
    if (typeof position === 'number' && typeof times === 'number') {
      counts.set(position, (counts.get(position) ?? 0) + times * factor);
    }
  };
  const list: unknown[] = Array.isArray(value) ? value : [];
  if (word.length <= SHORT_KEY_MAX) {
    for (let index = 0; index + 1 < list.length; index += 2) {
      add(list[index], list[index + 1]);
    }
    return counts;
  }
  for (const run of list) {
    if (Array.isArray(run) && typeof run[0] === 'string') {
      const inRun = run[0].split(word).length - 1;
      for (let index = 1; inRun > 0 && index + 1 < run.length; index += 2) {
        add(run[index], run[index + 1], inRun);
      }
    }
  }
  return counts;
}

/** The head and a loader of its files (fetched once each). */
export interface SiteIndex {
  head: IndexHead;
  load: (file: string) => Promise<unknown>;
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

function isEntry(value: unknown): value is SearchEntry {
  const entry = value as Partial<Record<keyof SearchEntry, unknown>> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    SEARCH_GROUP_TYPES.includes(entry.type as SearchEntry['type']) &&
    typeof entry.url === 'string' &&
    entry.url.startsWith('/') &&
    [entry.title, entry.description, entry.category].every((text) => typeof text === 'string') &&
    [entry.challenge, entry.solution].every((text) => text === undefined || typeof text === 'string')
  );
}

/** The head as fetched, checked: null for an unexpected shape (search unavailable). */
export function parseHead(data: unknown): IndexHead | null {
  const head = data as Partial<Record<keyof IndexHead, unknown>> | null;
  if (
    typeof head !== 'object' ||
    head === null ||
    typeof head.files !== 'string' ||
    !/^[\w-]+(?:\/[\w-]+)*$/.test(head.files) ||
    !Array.isArray(head.entries) ||
    !head.entries.every(isEntry) ||
    !Array.isArray(head.keys) ||
    !head.keys.every((key) => typeof key === 'string') ||
    typeof head.large !== 'object' ||
    head.large === null
  ) {
    return null;
  }
  return head as IndexHead;
}

let loading: Promise<SiteIndex> | null = null;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Search index: HTTP ${response.status}`);
  }
  return response.json() as Promise<unknown>;
}

/**
 * The index of the page's language (`indexUrl`: its search-index.json), fetched on first use; a
 * failed head is asked again on the next use, a failed file on the next query.
 */
export function loadSiteIndex(indexUrl: string): Promise<SiteIndex> {
  loading ??= fetchJson(indexUrl).then((data) => {
    const head = parseHead(data);
    if (!head) {
      throw new Error('Search index: unexpected shape');
    }
    const folder = new URL(`${head.files}/`, new URL(indexUrl, window.location.href));
    const files = new Map<string, Promise<unknown>>();
    const load = (file: string) => {
      let pending = files.get(file);
      if (!pending) {
        pending = fetchJson(new URL(file, folder).href);
        pending.catch(() => files.delete(file));
        files.set(file, pending);
      }
      return pending;
    };
    return {head, load};
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
