import {createHash} from 'node:crypto';
import type {SearchHeadEntry, StoredSearchEntry} from '../../src/lib/search';
import {countOccurrences} from '../../src/lib/search';
import {
  DIRECT_KEY_MAX,
  RUN_KEY_LENGTH,
  gramsOf,
  shardFile,
  textFile,
  type CountTable,
  type RunList,
  type SplitHead,
  type TermValue,
} from '../../src/lib/searchSplit';
import {foldText} from '../../src/lib/searchText';

/** A shard file is closed once it holds this many bytes (one long key may make it larger). */
export const SHARD_BYTES = 12_000;
/** Run keys whose list is longer are named in the head, so a word is looked up by a shorter one. */
export const LARGE_TERM_BYTES = 8_000;

/** The head as written (entries without positions, which the reader derives). */
export type StoredSplitHead = Omit<SplitHead, 'entries'> & {entries: SearchHeadEntry[]};

export interface SplitIndex {
  head: StoredSplitHead;
  /** Files of the head's folder: name and JSON text. */
  files: {name: string; json: string}[];
}

/** The distinct whitespace-delimited runs of a folded page text, with how often each occurs. */
function runsOf(content: string | undefined): Map<string, number> {
  const runs = new Map<string, number>();
  for (const run of foldText(content ?? '').split(/\s+/)) {
    if (run !== '') {
      runs.set(run, (runs.get(run) ?? 0) + 1);
    }
  }
  return runs;
}

/**
 * The split index of the header search (src/lib/searchSplit.ts reads it): the head, the term
 * shards and one page-text file per entry, in a folder named by a hash of their contents, so a
 * head never meets the shards of another build.
 */
export function splitSearchIndex(
  entries: readonly StoredSearchEntry[],
  folder = 'search-index',
  {shardBytes = SHARD_BYTES, largeTermBytes = LARGE_TERM_BYTES} = {},
): SplitIndex {
  const terms = new Map<string, TermValue>();
  /** Per distinct run: the entries holding it and how often. */
  const postings = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    const counts = new Map<string, number>();
    for (const [run, times] of runsOf(entry.content)) {
      const list = postings.get(run) ?? [];
      list.push(position, times);
      postings.set(run, list);
      for (let length = 2; length <= DIRECT_KEY_MAX; length += 1) {
        for (const gram of gramsOf(run, length)) {
          counts.set(gram, (counts.get(gram) ?? 0) + countOccurrences(run, gram) * times);
        }
      }
    }
    for (const [gram, count] of counts) {
      const table = (terms.get(gram) as CountTable | undefined) ?? [];
      table.push(position, count);
      terms.set(gram, table);
    }
  });
  for (const [run, list] of postings) {
    for (const gram of gramsOf(run, RUN_KEY_LENGTH)) {
      const runs = (terms.get(gram) as RunList | undefined) ?? [];
      runs.push([run, ...list]);
      terms.set(gram, runs);
    }
  }

  const shards: string[] = [];
  const shardTexts: string[] = [];
  const large: Record<string, number> = {};
  let parts: string[] = [];
  let bytes = 0;
  const close = () => {
    if (parts.length > 0) {
      shardTexts.push(`{${parts.join(',')}}`);
      parts = [];
      bytes = 0;
    }
  };
  for (const key of [...terms.keys()].sort()) {
    const part = `${JSON.stringify(key)}:${JSON.stringify(terms.get(key))}`;
    if (key.length === RUN_KEY_LENGTH && part.length > largeTermBytes) {
      large[key] = part.length;
    }
    if (bytes > 0 && bytes + part.length > shardBytes) {
      close();
    }
    if (bytes === 0) {
      shards.push(key);
    }
    parts.push(part);
    bytes += part.length;
  }
  close();

  const files = [
    ...shardTexts.map((json, index) => ({name: shardFile(index), json})),
    ...entries.map((entry, position) => ({name: textFile(position), json: JSON.stringify(entry.content ?? '')})),
  ];
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.name).update('\0').update(file.json).update('\0');
  }
  return {
    head: {
      files: `${folder}/${hash.digest('hex').slice(0, 12)}`,
      entries: entries.map(({content: _text, ...entry}) => entry),
      shards,
      large,
    },
    files,
  };
}
