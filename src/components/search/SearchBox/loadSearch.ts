import type {SearchEntry} from '@site/src/lib/search';
import type * as SearchPanelModule from '@site/src/components/search/SearchPanel';

type Engine = typeof SearchPanelModule;
export interface LoadedSearch {
  readonly engine: Engine;
  readonly entries: SearchEntry[];
}

let loading: Promise<LoadedSearch> | null = null;

/**
 * The result panel code and the index (build/search-index.json) load on the first focus, never
 * with the page. A failed load can be retried on the next focus.
 */
export function loadSearch(indexUrl: string): Promise<LoadedSearch> {
  loading ??= Promise.all([
    import('@site/src/components/search/SearchPanel'),
    fetch(indexUrl).then((response) => {
      if (!response.ok) {
        throw new Error(`Search index: HTTP ${response.status}`);
      }
      return response.json() as Promise<unknown>;
    }),
  ]).then(([engine, data]) => ({engine, entries: engine.parseSearchIndex(data)}));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
