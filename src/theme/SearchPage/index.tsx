/**
 * Site file (replaces the /search page of @easyops-cn/docusaurus-search-local). Its own page
 * renders without a <main> landmark, says "Search the documentation" and injects highlighted
 * HTML; this one uses the site shell (hero, one h1, noindex) and the plugin's full-text worker
 * (lunr over every page, post and case study), with highlights built as text marks. Its hits
 * are grouped into one result per page, titled with the page's name (src/lib/fullTextResults.ts).
 */
import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {fetchIndexesByWorker, searchByWorker} from '@site/src/internals/searchWorker';
import {footerLegalLinks, footerPages, mainNavigation} from '@site/src/internals/siteData/navigation';
import {groupFullTextResults, type FullTextResult} from '@site/src/lib/fullTextResults';
import SitePage from '@site/src/components/layout/SitePage';
import {Highlighted} from '@site/src/components/search/SearchPanel';
import {SEARCH_DEBOUNCE_MS} from '@site/src/lib/searchQuery';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

const RESULT_LIMIT = 50;
const IS_PRODUCTION = process.env.NODE_ENV === 'production';

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

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  // The address the form sends to without JavaScript: this locale's search page.
  const searchPath = useBaseUrl('/search');
  const {selectMessage} = usePluralForm();
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
    searchByWorker(baseUrl, '', trimmed, RESULT_LIMIT)
      .then((found) => current && setResults(groupFullTextResults(found, titleFor)))
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

  const trimmed = query.trim();
  let status = translate({
    id: 'search.page.hint',
    message: 'Type at least 2 characters to search every page, service, blog post and case study.',
    description: 'Status line of the search page before a query is typed',
  });
  if (!IS_PRODUCTION) {
    status = translate({
      id: 'search.page.devOnly',
      message: 'Full-text search works in the production build (npm start).',
      description: 'Status line of the search page in the development server',
    });
  } else if (trimmed.length >= 2 && results) {
    status =
      results.length === 0
        ? translate(
            {
              id: 'search.noResultsFor',
              message: 'No results found for "{query}"',
              description: 'Shown when a search finds nothing; query is what the visitor typed',
            },
            {query: trimmed},
          )
        : selectMessage(
            results.length,
            translate(
              {
                id: 'search.page.resultCount',
                message: '{count} result for "{query}"|{count} results for "{query}"',
                description:
                  'Status line of the search page with the number of results (plural forms separated by |); query is what the visitor typed',
              },
              {count: results.length, query: trimmed},
            ),
          );
  } else if (trimmed.length >= 2 && searching) {
    status = translate({
      id: 'search.status.searching',
      message: 'Searching…',
      description: 'Shown while a search is running',
    });
  }
  const title = translate({
    id: 'search.page.title',
    message: 'Search',
    description: 'Title and heading of the search page',
  });

  return (
    <SitePage
      theme="resources"
      title={title}
      heading={title}
      eyebrow={translate({
        id: 'search.page.eyebrow',
        message: 'Site search',
        description: 'Small label above the search page heading',
      })}
      description={translate({
        id: 'search.page.description',
        message: 'Search every page, service, blog post and case study of the site.',
        description: 'Meta description of the search page',
      })}
      noIndex
      intro={
        <p>
          <Translate id="search.page.intro" description="Intro of the search page">
            Full-text results from every page, service, blog post and case study.
          </Translate>
        </p>
      }>
      <section
        className="site-section"
        aria-label={translate({
          id: 'search.page.resultsAriaLabel',
          message: 'Search results',
          description: 'Accessible name of the results section of the search page',
        })}>
        <div className="container">
          <form role="search" action={searchPath} method="get" className={styles.form} onSubmit={onSubmit}>
            <label htmlFor="search-page-input" className={styles.label}>
              <Translate id="search.page.inputLabel" description="Label of the search field on the search page">
                Search terms
              </Translate>
            </label>
            <div className={styles.row}>
              <input
                id="search-page-input"
                type="search"
                name="q"
                className={clsx('site-control', styles.input)}
                autoComplete="off"
                enterKeyHint="search"
                value={text}
                onChange={(event) => onChange(event.target.value)}
              />
              <button type="submit" className={buttonClass({variant: 'primary'})}>
                <Translate id="search.page.submit" description="Submit button of the search form on the search page">
                  Search
                </Translate>
              </button>
            </div>
          </form>
          <p role="status" className={styles.status}>
            {status}
          </p>
          {results && results.length > 0 && (
            <ol className={styles.results}>
              {results.map((result) => (
                <li key={result.url} className={clsx('site-card site-card--flat', styles.result)}>
                  <Heading as="h2" className={styles.title}>
                    <Link to={result.url}>
                      <Highlighted text={result.title} query={trimmed} />
                    </Link>
                  </Heading>
                  {result.summary && (
                    <p className={styles.summary}>
                      <Highlighted text={result.summary} query={trimmed} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </SitePage>
  );
}
