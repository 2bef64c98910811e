/**
 * The search index as the browser reads it (0.5 MB gzip whole at 100 posts): a search fetches the head, the
 * term files of its words (`k<n>.json`) and the texts of the results shown (`t<n>.json`), from a hashed folder.
 */
import type {SearchEntry} from './search';

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

/** The head and a loader of its files (fetched once each). */
export interface SiteIndex {
  head: IndexHead;
  load: (file: string) => Promise<unknown>;
}

/** The head as fetched, or null when its shape is not this reader's (a cached older version). */
export function parseHead(data: unknown): IndexHead | null {
  const head = data as Partial<Record<keyof IndexHead, unknown>> | null;
  const valid =
    typeof head?.files === 'string' &&
    /^[\w-]+(?:\/[\w-]+)*$/.test(head.files) &&
    [head.entries, head.keys].every(Array.isArray) &&
    typeof head.large === 'object';
  return valid ? (head as IndexHead) : null;
}

let loading: Promise<SiteIndex> | null = null;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Search index: HTTP ${response.status}`);
  }
  return response.json() as Promise<unknown>;
}

/** The index at `indexUrl`, fetched on first use; a failed fetch is retried on the next use. */
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
