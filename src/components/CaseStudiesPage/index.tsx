import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SitePage from '@site/src/components/SitePage';
import CaseStudyCard from '@site/src/components/CaseStudyCard';
import {serviceCategories, type ServiceCategoryKey} from '@site/src/data/serviceCategories';
import {
  filterCaseStudies,
  formatShowingCount,
  nextCategorySearch,
  parseCategoryFilter,
} from '@site/src/lib/caseStudies';
import type {CaseStudiesListRouteProps} from '@site/plugins/content-collections';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/**
 * /case-studies, a route added by the content-collections plugin with the study
 * summaries as a module. The `category` query is read after hydration, so the prerendered HTML
 * lists every study; the filter buttons update the address.
 */
export default function CaseStudiesPage({caseStudies}: CaseStudiesListRouteProps): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const filter = parseCategoryFilter(isBrowser ? new URLSearchParams(location.search).get('category') : null);
  const visible = filterCaseStudies(caseStudies, filter);
  const [first, ...rest] = visible;

  function choose(key: ServiceCategoryKey | null): void {
    history.replace({pathname: location.pathname, search: nextCategorySearch(filter, key), hash: ''});
  }

  return (
    <SitePage
      theme="resources"
      title="Case Studies"
      eyebrow="Success Stories"
      heading="Case Studies"
      description="Real projects and measured results: how Northbeam Technologies helps Canadian businesses and non-profits modernise email, phones, cloud and software."
      keywords={[
        'IT case studies',
        'Microsoft 365 migration',
        'cloud VoIP',
        'non-profit technology',
        'Toronto managed IT',
      ]}
      intro={
        <p>
          Real projects, measured results: see how we help Canadian small businesses and non-profits modernise their
          technology.
        </p>
      }>
      <div className="container site-section">
        <div className={styles.filters} role="group" aria-label="Filter case studies by service category">
          <button
            type="button"
            className={clsx('site-control', styles.filter, filter.status === 'all' && styles.active)}
            aria-pressed={filter.status === 'all'}
            onClick={() => choose(null)}>
            All Categories
          </button>
          {serviceCategories.map((category) => {
            const active = filter.status === 'category' && filter.key === category.key;
            return (
              <button
                key={category.key}
                type="button"
                className={clsx('site-control', styles.filter, active && styles.active)}
                aria-pressed={active}
                onClick={() => choose(category.key)}>
                {category.label}
              </button>
            );
          })}
        </div>
        <p className={styles.status} aria-live="polite" data-testid="case-studies-status">
          {filter.status === 'category' && formatShowingCount(visible.length, filter.label)}
        </p>
        {first ? (
          <>
            <CaseStudyCard study={first} horizontal priority />
            {rest.length > 0 && (
              <ul className={clsx('site-grid site-grid--auto', styles.grid)}>
                {rest.map((study) => (
                  <li key={study.slug}>
                    <CaseStudyCard study={study} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <div className={clsx('site-card site-card--flat', styles.empty)} data-testid="case-studies-empty">
            <Heading as="h2">No case studies found</Heading>
            <p>We're currently developing case studies for this service category.</p>
            <button type="button" className="button button--primary" onClick={() => choose(null)}>
              View All Case Studies
            </button>
          </div>
        )}
      </div>
    </SitePage>
  );
}
