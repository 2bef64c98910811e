/**
 * /search: the site index's results for ?q=, best first, as in the header panel. "See all
 * results", Enter in the search box and, without JavaScript, the search form lead here.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import SitePage from '@site/src/components/layout/SitePage';
import {Highlighted, ResultLines} from '@site/src/components/search/SearchPanel';
import {buttonClass} from '@site/src/components/ui/Button';
import type {SearchResult} from '@site/src/lib/search';
import {searchList} from '@site/src/lib/search';
import {loadSiteIndex} from '@site/src/lib/searchIndex';
import {SEARCH_DEBOUNCE_MS, isSearchable} from '@site/src/lib/searchQuery';
import Heading from '@theme/Heading';
import styles from './search/styles.module.css';

const RESULT_LIMIT = 50;

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const searchPath = useBaseUrl('/search');
  const indexUrl = useBaseUrl('/search-index.json');
  const {selectMessage} = usePluralForm();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{query: string; results: SearchResult[] | null} | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  /** The last query this page wrote to the address itself. */
  const writtenRef = useRef<string | null>(null);

  // The query is the address's ?q=, read after hydration. An address this page wrote while typing
  // leaves the field alone, so fast typing is never overwritten.
  useEffect(() => {
    const fromUrl = new URLSearchParams(location.search).get('q') ?? '';
    if (fromUrl !== writtenRef.current) {
      setText(fromUrl);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read after hydration
    setQuery(fromUrl.trim());
  }, [location.search]);

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  useEffect(() => {
    if (!isSearchable(query)) {
      return undefined;
    }
    let current = true;
    loadSiteIndex(indexUrl)
      .then((index) => searchList(index, query, RESULT_LIMIT))
      .then(
        (results) => current && setAnswer({query, results}),
        () => current && setAnswer({query, results: null}),
      );
    return () => {
      current = false;
    };
  }, [query, indexUrl]);

  const writeQuery = (value: string) => {
    window.clearTimeout(timerRef.current);
    writtenRef.current = value.trim();
    history.replace({search: value.trim() ? `?q=${encodeURIComponent(value.trim())}` : ''});
  };

  const shown = isSearchable(query) && answer?.query === query ? answer : null;
  let status: string;
  if (!isSearchable(query)) {
    status = translate({
      id: 'search.page.hint',
      message: 'Type at least 2 characters to search every page, service, blog post and case study.',
    });
  } else if (!shown) {
    status = translate({id: 'search.status.searching', message: 'Searching…'});
  } else if (!shown.results) {
    status = translate({id: 'search.box.unavailable', message: 'Search is not available right now. Please try again.'});
  } else if (shown.results.length === 0) {
    status = translate(
      {
        id: 'search.noResultsFor',
        message: 'No results found for "{query}"',
        description: 'Shown when a search finds nothing; query is what the visitor typed',
      },
      {query},
    );
  } else {
    status = selectMessage(
      shown.results.length,
      translate(
        {
          id: 'search.page.resultCount',
          message: '{count} result for "{query}"|{count} results for "{query}"',
          description:
            'Status line of the search page with the number of results (plural forms separated by |); query is what the visitor typed',
        },
        {count: shown.results.length, query},
      ),
    );
  }
  const title = translate({id: 'search.page.title', message: 'Search'});

  return (
    <SitePage
      theme="resources"
      title={title}
      heading={title}
      eyebrow={translate({id: 'search.page.eyebrow', message: 'Site search'})}
      description={translate({
        id: 'search.page.description',
        message: 'Search every page, service, blog post and case study of the site.',
      })}
      noIndex
      intro={
        <p>
          <Translate id="search.page.intro">
            Full-text results from every page, service, blog post and case study.
          </Translate>
        </p>
      }>
      <section
        className="site-section"
        aria-label={translate({id: 'search.page.resultsAriaLabel', message: 'Search results'})}>
        <div className="container">
          <form
            role="search"
            action={searchPath}
            method="get"
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              writeQuery(text);
            }}>
            <label htmlFor="search-page-input" className={styles.label}>
              <Translate id="search.page.inputLabel">Search terms</Translate>
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
                onChange={(event) => {
                  const {value} = event.target;
                  setText(value);
                  // The address (and so the query) follows the field after the search pause.
                  window.clearTimeout(timerRef.current);
                  timerRef.current = window.setTimeout(() => writeQuery(value), SEARCH_DEBOUNCE_MS);
                }}
              />
              <button type="submit" className={buttonClass({variant: 'primary'})}>
                <Translate id="search.page.submit">Search</Translate>
              </button>
            </div>
          </form>
          <p role="status" className={styles.status}>
            {status}
          </p>
          {shown?.results && shown.results.length > 0 && (
            <ol className={styles.results}>
              {shown.results.map((result) => (
                <li key={result.entry.url} className={clsx('site-card site-card--flat', styles.result)}>
                  <Heading as="h2" className={styles.title}>
                    <Link to={result.entry.url}>
                      <Highlighted text={result.entry.title} query={query} />
                    </Link>
                  </Heading>
                  {result.entry.category && (
                    <span className={styles.category}>
                      <Highlighted text={result.entry.category} query={query} />
                    </span>
                  )}
                  <ResultLines result={result} query={query} className={styles.line} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </SitePage>
  );
}
