/**
 * The state of the /search page: the field's text, the query in the address (?q=, read after
 * hydration and written back while typing) and its results from the plugin's full-text worker,
 * grouped into one result per page and titled with the page's name.
 */
import {useEffect, useRef, useState, type FormEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {fetchIndexesByWorker, searchByWorker} from '@site/src/internals/searchWorker';
import {footerLegalLinks, footerPages, mainNavigation} from '@site/src/internals/siteData/navigation';
import {groupFullTextResults, type FullTextResult} from '@site/src/lib/fullTextResults';
import {SEARCH_DEBOUNCE_MS} from '@site/src/lib/searchQuery';
import {foldText} from '@site/src/lib/searchText';

const RESULT_LIMIT = 50;
export const IS_PRODUCTION = process.env.NODE_ENV === 'production';

/** The site's own name of each page (menu, footer), by path without the language prefix. */
const pageTitles = new Map<string, string>();
for (const item of [...mainNavigation, ...footerPages, ...footerLegalLinks]) {
  for (const entry of [item, ...(item.children ?? [])]) {
    if (!pageTitles.has(entry.path)) {
      pageTitles.set(entry.path, entry.title);
    }
  }
}

function readQuery(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

export interface FullTextSearch {
  /** What the field shows. */
  readonly text: string;
  /** The query searched: the address's ?q=. */
  readonly query: string;
  /** One result per page, or null before a query of two characters. */
  readonly results: FullTextResult[] | null;
  readonly searching: boolean;
  readonly onChange: (value: string) => void;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useFullTextSearch(): FullTextSearch {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<FullTextResult[] | null>(null);
  const [searching, setSearching] = useState(false);

  const timerRef = useRef<number | undefined>(undefined);
  /** The last query this page wrote to the address itself. */
  const writtenRef = useRef<string | null>(null);

  // The query comes from ?q= (the header's "See all results"); read after hydration. An address
  // this page wrote while typing leaves the text alone, so fast typing is never overwritten.
  useEffect(() => {
    const fromUrl = readQuery(location.search);
    if (fromUrl !== writtenRef.current) {
      setText(fromUrl);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read after hydration
    setQuery(fromUrl);
  }, [location.search]);

  useEffect(() => {
    if (IS_PRODUCTION) {
      fetchIndexesByWorker(baseUrl, '').catch(() => undefined);
    }
    return () => window.clearTimeout(timerRef.current);
  }, [baseUrl]);

  const writeQuery = (value: string) => {
    window.clearTimeout(timerRef.current);
    const trimmed = value.trim();
    writtenRef.current = trimmed;
    history.replace({search: trimmed ? `?q=${encodeURIComponent(trimmed)}` : ''});
  };

  // Typing updates the address (replacing history) after the search debounce.
  const onChange = (value: string) => {
    setText(value);
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => writeQuery(value), SEARCH_DEBOUNCE_MS);
  };

  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < 2) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the results come from the search worker
      setResults(null);
      return undefined;
    }
    let current = true;
    setSearching(true);
    // One result per page, named as the site names it: a page's address here carries the
    // language prefix (/fr/…), the menus' paths do not.
    const titleFor = (url: string) => pageTitles.get(url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url);
    // The index holds folded words (plugins/search-index/foldFullTextIndex.ts): so is the query.
    searchByWorker(baseUrl, '', foldText(trimmed), RESULT_LIMIT)
      .then((found) => current && setResults(groupFullTextResults(found, titleFor, trimmed)))
      .catch(() => current && setResults([]))
      .finally(() => current && setSearching(false));
    return () => {
      current = false;
    };
  }, [query, baseUrl]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeQuery(text);
  };

  return {text, query, results, searching, onChange, onSubmit};
}
