import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ArrowRight} from 'lucide-react';
import type {SearchEntryType, SearchGroup} from '@site/src/lib/search';
import {searchGroupTitle, showMoreLabel} from './groupLabels';
import Highlighted from './Highlighted';
import ResultDetails from './ResultDetails';
import styles from './styles.module.css';

// The search box loads this module on first focus, together with the index: the matching code
// stays out of the first-load JavaScript.
export {parseSplitHead, searchSplit} from '@site/src/lib/searchSplit';
// The search page marks its results the same way.
export {Highlighted};

/**
 * An option of the panel: a link, so that middle-click or a modified click opens it the browser's
 * way; a plain left click goes to `onChoose`.
 */
function OptionLink({
  id,
  active,
  to,
  className,
  onChoose,
  children,
}: {
  readonly id: string;
  readonly active: boolean;
  readonly to: string;
  readonly className?: string;
  readonly onChoose: (url: string) => void;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <Link
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      to={to}
      className={clsx(styles.option, className, active && styles.active)}
      onClick={(event) => {
        if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
          event.preventDefault();
          onChoose(to);
        }
      }}>
      {children}
    </Link>
  );
}

interface Props {
  readonly panelId: string;
  readonly groups: SearchGroup[];
  readonly query: string;
  readonly activeIndex: number;
  readonly optionId: (index: number) => string;
  readonly seeAllUrl: string;
  readonly onChoose: (url: string) => void;
  readonly onExpand: (type: SearchEntryType) => void;
}

/**
 * The result panel: one listbox per group (blog posts, case studies, services, pages) with a
 * "Show more" button under a group that has more matches, then "See all results" for /search.
 * Options are links (middle-click opens a tab); the focus stays in the input, which points at
 * the active option with aria-activedescendant.
 */
export default function SearchPanel({
  panelId,
  groups,
  query,
  activeIndex,
  optionId,
  seeAllUrl,
  onChoose,
  onExpand,
}: Props): ReactNode {
  const trimmed = query.trim();
  // Options are numbered across all groups, in order (the active index counts the same way).
  const firstIndexOfGroup: number[] = [];
  const seeAllIndex = groups.reduce((count, group) => {
    firstIndexOfGroup.push(count);
    return count + group.results.length;
  }, 0);
  return (
    <div className={styles.panel}>
      {groups.length === 0 && (
        <p className={styles.empty}>
          <Translate
            id="search.noResultsFor"
            description="Shown when a search finds nothing; query is what the visitor typed"
            values={{query: trimmed}}>
            {'No results found for "{query}"'}
          </Translate>
        </p>
      )}
      {groups.map((group, groupIndex) => {
        const labelId = `${panelId}-${group.type}-label`;
        return (
          <div key={group.type} className={styles.group}>
            <div id={labelId} className={styles.groupTitle}>
              {searchGroupTitle(group.type)}
            </div>
            <div role="listbox" id={`${panelId}-${group.type}`} aria-labelledby={labelId} className={styles.list}>
              {group.results.map((result, resultIndex) => {
                const index = firstIndexOfGroup[groupIndex]! + resultIndex;
                return (
                  <OptionLink
                    key={result.entry.id}
                    id={optionId(index)}
                    active={index === activeIndex}
                    to={result.entry.url}
                    onChoose={onChoose}>
                    <span className={styles.title}>
                      <Highlighted text={result.entry.title} query={query} />
                    </span>
                    {result.entry.category && result.entry.type !== 'service' && (
                      <span className={styles.category}>{result.entry.category}</span>
                    )}
                    <span className={styles.details}>
                      <ResultDetails result={result} query={query} />
                    </span>
                  </OptionLink>
                );
              })}
            </div>
            {group.canExpand && (
              <button type="button" className={styles.more} onClick={() => onExpand(group.type)}>
                {showMoreLabel(group.type, Math.min(group.total, 8) - group.results.length)}
              </button>
            )}
          </div>
        );
      })}
      <div
        role="listbox"
        id={`${panelId}-all`}
        aria-label={translate({
          id: 'search.panel.allResults',
          message: 'All results',
          description: 'Accessible name of the list holding the "See all results" link of the search panel',
        })}
        className={styles.all}>
        <OptionLink
          id={optionId(seeAllIndex)}
          active={seeAllIndex === activeIndex}
          to={seeAllUrl}
          className={styles.seeAll}
          onChoose={onChoose}>
          <Translate
            id="search.panel.seeAll"
            description="Last option of the search panel, opening the search page; query is what the visitor typed"
            values={{query: trimmed}}>
            {'See all results for "{query}"'}
          </Translate>
          <ArrowRight size={16} aria-hidden="true" />
        </OptionLink>
      </div>
    </div>
  );
}
