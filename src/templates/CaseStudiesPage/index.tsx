import {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import SitePage from '@site/src/components/layout/SitePage';
import CaseStudyCard from '@site/src/components/cards/CaseStudyCard';
import type {ServiceId} from '@site/src/lib/services';
import {serviceNames} from '@site/src/internals/serviceNames';
import useCanonicalPathname from '@site/src/hooks/useCanonicalPathname';
import {filterCaseStudies, nextCategorySearch, parseCategoryFilter} from '@site/src/lib/caseStudies';
import {scrollLeftToShow} from '@site/src/lib/scrollRow';
import {caseStudies} from '@site/src/internals/caseStudies';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {company} from '@site/src/internals/siteData/company';
import {buttonClass} from '@site/src/components/ui/Button';
import {successStoriesEyebrow} from '@site/src/components/sections/sharedLabels';

/** Scrolls the chip's row sideways, if it scrolls, so that the whole chip shows. */
function bringIntoRow(chip: HTMLElement): void {
  const row = chip.parentElement;
  if (!row || row.scrollWidth <= row.clientWidth) {
    return;
  }
  const rowBox = row.getBoundingClientRect();
  const box = chip.getBoundingClientRect();
  const start = box.left - rowBox.left - row.clientLeft + row.scrollLeft;
  row.scrollLeft = scrollLeftToShow(
    {scrollLeft: row.scrollLeft, width: row.clientWidth, inset: parseFloat(getComputedStyle(row).paddingLeft)},
    {start, end: start + box.width},
  );
}

/**
 * /case-studies: every study's card, newest first. The `category` query is read after hydration,
 * so the prerendered HTML lists every study; the filter buttons update the address.
 */
export default function CaseStudiesPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const pathname = useCanonicalPathname();
  const filter = parseCategoryFilter(
    isBrowser ? new URLSearchParams(location.search).get('category') : null,
    serviceNames,
  );
  const visible = filterCaseStudies(caseStudies.cards, filter);
  const [first, ...rest] = visible;
  const {selectMessage} = usePluralForm();
  const filterRow = useRef<HTMLDivElement>(null);
  const activeKey = filter.status === 'category' ? filter.key : null;

  // On phones the chips are one scrolling row: the pressed chip is brought into it (the address
  // may name a category whose chip starts off screen), and so is a chip that takes the focus,
  // which the browser leaves half cut when it was partly in view.
  useEffect(() => {
    const pressed = filterRow.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (pressed) {
      bringIntoRow(pressed);
    }
  }, [activeKey]);

  function choose(key: ServiceId | null): void {
    history.replace({pathname, search: nextCategorySearch(filter, key), hash: ''});
  }

  return (
    <SitePage
      theme="resources"
      title={sitePages['case-studies'].title}
      eyebrow={successStoriesEyebrow()}
      heading={sitePages['case-studies'].title}
      description={translate(
        {
          id: 'caseStudies.description',
          message:
            'Real projects and measured results: how {companyName} helps Canadian businesses and non-profits modernise email, phones, cloud and software.',
          description: 'Meta description of the case studies list page; {companyName} is the company name',
        },
        {companyName: company.name},
      )}
      keywords={translate({
        id: 'caseStudies.keywords',
        message: 'IT case studies, Microsoft 365 migration, cloud VoIP, non-profit technology, Toronto managed IT',
        description: 'Meta keywords of the case studies list page, separated by a comma and a space',
      }).split(', ')}
      intro={
        <p>
          <Translate id="caseStudies.intro">
            Real projects, measured results: see how we help Canadian small businesses and non-profits modernise their
            technology.
          </Translate>
        </p>
      }>
      <div className="container site-section">
        <div
          ref={filterRow}
          onFocus={(event) => bringIntoRow(event.target)}
          className={styles.filters}
          role="group"
          aria-label={translate({id: 'caseStudies.filter.label', message: 'Filter case studies by service category'})}>
          {[
            {id: null, category: translate({id: 'caseStudies.filter.all', message: 'All Categories'})},
            ...serviceNames,
          ].map(({id, category}) => (
            <button
              key={id ?? 'all'}
              type="button"
              className={clsx('site-control', styles.filter, id === activeKey && styles.active)}
              aria-pressed={id === activeKey}
              onClick={() => choose(id)}>
              {category}
            </button>
          ))}
        </div>
        <p className={styles.status} aria-live="polite" data-testid="case-studies-status">
          {filter.status === 'category' &&
            selectMessage(
              visible.length,
              translate(
                {
                  id: 'caseStudies.filter.showing',
                  message: 'Showing {count} case study for {category}|Showing {count} case studies for {category}',
                  description: 'Status line under the filter (singular|plural); {category} is a service category',
                },
                {count: visible.length, category: filter.label},
              ),
            )}
        </p>
        {first ? (
          <>
            <CaseStudyCard study={first} horizontal priority />
            {rest.length > 0 && (
              <ul className={clsx('site-grid site-grid--auto', styles.grid)}>
                {rest.map((study) => (
                  <li key={study.permalink}>
                    <CaseStudyCard study={study} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <div className={clsx('site-card site-card--flat', styles.empty)} data-testid="case-studies-empty">
            <Heading as="h2">
              <Translate id="caseStudies.empty.title">No case studies found</Translate>
            </Heading>
            <p>
              <Translate id="caseStudies.empty.text">
                We're currently developing case studies for this service category.
              </Translate>
            </p>
            <button type="button" className={buttonClass({variant: 'primary'})} onClick={() => choose(null)}>
              <Translate id="caseStudies.empty.viewAll">View All Case Studies</Translate>
            </button>
          </div>
        )}
      </div>
    </SitePage>
  );
}
