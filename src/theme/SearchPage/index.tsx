/**
 * Site file (replaces the /search page of @easyops-cn/docusaurus-search-local). Its own page
 * renders without a <main> landmark, says "Search the documentation" and injects highlighted
 * HTML; this one uses the site shell (hero, one h1, noindex) and the plugin's full-text worker
 * (lunr over every page, post and case study), with highlights built as text marks. Its hits
 * are grouped into one result per page, titled with the page's name (src/lib/fullTextResults.ts).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import SitePage from '@site/src/components/layout/SitePage';
import {Highlighted} from '@site/src/components/search/SearchPanel';
import {buttonClass} from '@site/src/components/ui/Button';
import Heading from '@theme/Heading';
import {IS_PRODUCTION, useFullTextSearch} from './useFullTextSearch';
import styles from './styles.module.css';

export default function SearchPage(): ReactNode {
  // The address the form sends to without JavaScript: this locale's search page.
  const searchPath = useBaseUrl('/search');
  const {selectMessage} = usePluralForm();
  const {text, query, results, searching, onChange, onSubmit} = useFullTextSearch();

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
                      <Highlighted text={result.title} query={trimmed} stems />
                    </Link>
                  </Heading>
                  {result.summary && (
                    <p className={styles.summary}>
                      <Highlighted text={result.summary} query={trimmed} stems />
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
