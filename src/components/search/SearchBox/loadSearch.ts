import type {SplitHead} from '@site/src/lib/searchSplit';
import type * as SearchPanelModule from '@site/src/components/search/SearchPanel';

type Engine = typeof SearchPanelModule;
export interface LoadedSearch {
  readonly engine: Engine;
  readonly head: SplitHead;
  /** A file of the head's folder (a term shard or a page text), parsed; fetched once. */
  readonly load: (file: string) => Promise<unknown>;
}

let loading: Promise<LoadedSearch> | null = null;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Search index: HTTP ${response.status}`);
  }
  return response.json() as Promise<unknown>;
}

/**
 * The result panel code and the head of the index (build/search-index.json) load on the first
 * focus, never with the page; each query then fetches the few files it needs. A failed load can
 * be retried on the next focus, a failed file on the next query.
 */
export function loadSearch(indexUrl: string): Promise<LoadedSearch> {
  loading ??= Promise.all([import('@site/src/components/search/SearchPanel'), fetchJson(indexUrl)]).then(
    ([engine, data]) => {
      const head = engine.parseSplitHead(data);
      if (!head) {
        throw new Error('Search index: unexpected shape');
      }
      const folder = new URL(`${head.files}/`, new URL(indexUrl, window.location.href));
      const files = new Map<string, Promise<unknown>>();
      const load = (file: string): Promise<unknown> => {
        let pending = files.get(file);
        if (!pending) {
          pending = fetchJson(new URL(file, folder).href);
          pending.catch(() => files.delete(file));
          files.set(file, pending);
        }
        return pending;
      };
      return {engine, head, load};
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
