/**
 * The header search over the split index: a small head (every entry without its page text) read
 * on first use, then per query only the term shards of its words and the page texts of the shown
 * results. The results are those of `searchEntries` over the whole index: a query word holds no
 * whitespace, so it matches inside one whitespace-delimited run of a folded page text, and the
 * non-overlapping occurrences in the text are the sum of those in each run.
 *
 * Term keys: a word of 2 or 3 characters is a key itself, whose value gives each entry's count of
 * it; a longer word is looked up by one of its 4-character grams, whose value lists the distinct
 * runs holding that gram, each with the entries that say it and how often.
 */

import {
  countOccurrences,
  groupMatches,
  isMatch,
  rankScores,
  scoreWith,
  shownMatches,
  tokenize,
  SEARCH_GROUP_TYPES,
  type RankedMatch,
  type SearchEntryType,
  type SearchGroup,
  type SearchHeadEntry,
} from './search';

/** Longest word looked up directly by its count table; longer words go through run lists. */
export const DIRECT_KEY_MAX = 3;
/** Length of the grams that key the run lists. */
export const RUN_KEY_LENGTH = DIRECT_KEY_MAX + 1;

/** An entry of the head with its position, which names its page-text file. */
export interface SplitEntry extends SearchHeadEntry {
  position: number;
}

/** The head file (search-index.json): fetched on the first focus. */
export interface SplitHead {
  /** Folder of this build's shard and text files, relative to the head's folder. */
  files: string;
  entries: SplitEntry[];
  /** The first key of each shard file, in key order. */
  shards: string[];
  /** Run keys whose lists are long, with their size in bytes: a word is looked up by a shorter list. */
  large: Record<string, number>;
}

/** A count table: entry position, count, entry position, count, … */
export type CountTable = number[];
/** A run list: per run, the run, then entry position, times in that entry, … */
export type RunList = (string | number)[][];
export type TermValue = CountTable | RunList;
/** A shard file: the values of a range of keys. */
export type TermShard = Record<string, TermValue>;

export function shardFile(index: number): string {
  return `k${index}.json`;
}

/** The file of an entry's page text (a JSON string, empty when the entry has none). */
export function textFile(position: number): string {
  return `t${position}.json`;
}

/** The grams of a given length in a word, in order, without duplicates. */
export function gramsOf(word: string, length: number): string[] {
  const grams: string[] = [];
  for (let start = 0; start + length <= word.length; start += 1) {
    const gram = word.slice(start, start + length);
    if (!grams.includes(gram)) {
      grams.push(gram);
    }
  }
  return grams;
}

/** The key a query word is looked up by: itself when short, else its gram with the shortest run list. */
export function termKey(word: string, large: Readonly<Record<string, number>>): string {
  if (word.length <= DIRECT_KEY_MAX) {
    return word;
  }
  const grams = gramsOf(word, RUN_KEY_LENGTH);
  const size = (gram: string) => (Object.hasOwn(large, gram) ? large[gram]! : 0);
  return grams.reduce((best, gram) => (size(gram) < size(best) ? gram : best));
}

/** The shard that would hold a key: the last whose first key is not after it, or -1. */
export function shardIndex(key: string, shards: readonly string[]): number {
  let low = 0;
  let high = shards.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (shards[middle]! <= key) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * How often each entry's page text says the word (entries that never do are absent), from the
 * value of its key: a count table for a short word, else a run list.
 */
export function contentCounts(word: string, value: TermValue | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  if (!Array.isArray(value)) {
    return counts;
  }
  const add = (position: unknown, times: number) => {
    if (typeof position === 'number' && times > 0) {
      counts.set(position, (counts.get(position) ?? 0) + times);
    }
  };
  if (word.length <= DIRECT_KEY_MAX) {
    for (let index = 0; index + 1 < value.length; index += 2) {
      const times = value[index + 1];
      add(value[index], typeof times === 'number' ? times : 0);
    }
    return counts;
  }
  for (const list of value) {
    if (!Array.isArray(list) || typeof list[0] !== 'string') {
      continue;
    }
    const inRun = countOccurrences(list[0], word);
    if (inRun === 0) {
      continue;
    }
    for (let index = 1; index + 1 < list.length; index += 2) {
      const times = list[index + 1];
      add(list[index], typeof times === 'number' ? inRun * times : 0);
    }
  }
  return counts;
}

/** Every match of the words, best first, from the head and the values of the words' keys. */
export function rankSplit(
  entries: readonly SplitEntry[],
  words: readonly string[],
  values: ReadonlyMap<string, TermValue>,
  large: Readonly<Record<string, number>> = {},
): RankedMatch<SplitEntry>[] {
  const counts = new Map(words.map((word) => [word, contentCounts(word, values.get(termKey(word, large)))]));
  return rankScores(
    entries.map((entry) => {
      const score = scoreWith(entry, words, (word) => counts.get(word)?.get(entry.position) ?? 0);
      return {entry, score: isMatch(score) ? score : null};
    }),
  );
}

/**
 * The header panel's groups for a query over the split index: `load` fetches a file of the
 * head's folder (a shard or a page text) and gives its parsed JSON. Same groups, snippets and
 * order as `searchEntries` over the whole index.
 */
export async function searchSplit(
  head: SplitHead,
  query: string,
  expanded: ReadonlySet<SearchEntryType>,
  load: (file: string) => Promise<unknown>,
): Promise<SearchGroup[]> {
  const words = tokenize(query);
  if (words.length === 0) {
    return [];
  }
  const keys = words.map((word) => termKey(word, head.large));
  const shards = [...new Set(keys.map((key) => shardIndex(key, head.shards)).filter((index) => index >= 0))];
  const values = new Map<string, TermValue>();
  for (const shard of await Promise.all(shards.map((index) => load(shardFile(index))))) {
    if (typeof shard !== 'object' || shard === null) {
      continue;
    }
    for (const key of keys) {
      if (Object.hasOwn(shard, key)) {
        values.set(key, (shard as TermShard)[key]!);
      }
    }
  }
  const ranked = rankSplit(head.entries, words, values, head.large);
  const shown = shownMatches(ranked, expanded);
  const texts = new Map(
    await Promise.all(
      shown.map(async ({entry}) => {
        const text = await load(textFile(entry.position));
        return [entry.position, typeof text === 'string' ? text : ''] as const;
      }),
    ),
  );
  return groupMatches(ranked, words, expanded, (entry) => texts.get(entry.position) || undefined);
}

function isHeadEntry(item: unknown): item is SearchHeadEntry {
  if (typeof item !== 'object' || item === null) {
    return false;
  }
  const entry = item as SearchHeadEntry;
  return (
    typeof entry.id === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.url === 'string' &&
    typeof entry.description === 'string' &&
    typeof entry.category === 'string' &&
    Array.isArray(entry.tags) &&
    entry.tags.every((tag) => typeof tag === 'string') &&
    (entry.challenge === undefined || typeof entry.challenge === 'string') &&
    (entry.solution === undefined || typeof entry.solution === 'string') &&
    SEARCH_GROUP_TYPES.includes(entry.type)
  );
}

/**
 * Reads and checks the fetched head; an unexpected shape gives null (search unavailable). A
 * malformed entry is left out, keeping the positions of the others.
 */
export function parseSplitHead(data: unknown): SplitHead | null {
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const {files, entries, shards, large} = data as Partial<Record<keyof SplitHead, unknown>>;
  if (
    typeof files !== 'string' ||
    !/^[\w-]+(?:\/[\w-]+)*$/.test(files) ||
    !Array.isArray(entries) ||
    !Array.isArray(shards) ||
    !shards.every((key) => typeof key === 'string') ||
    typeof large !== 'object' ||
    large === null
  ) {
    return null;
  }
  return {
    files,
    entries: entries.flatMap((entry: unknown, position) => (isHeadEntry(entry) ? [{...entry, position}] : [])),
    shards: shards as string[],
    large: Object.fromEntries(Object.entries(large).filter(([, size]) => typeof size === 'number')) as Record<
      string,
      number
    >,
  };
}
