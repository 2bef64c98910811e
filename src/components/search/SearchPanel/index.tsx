import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ArrowRight} from 'lucide-react';
import {highlight, type SearchEntryType, type SearchGroup, type SearchResult} from '@site/src/lib/search';
import styles from './styles.module.css';

// The search box loads this module on first focus, together with the index: the matching code
// stays out of the first-load JavaScript.
export {parseSearchIndex, searchEntries} from '@site/src/lib/search';

interface Props {
  panelId: string;
  groups: SearchGroup[];
  query: string;
  activeIndex: number;
  optionId: (index: number) => string;
  seeAllUrl: string;
  onChoose: (url: string) => void;
  onExpand: (type: SearchEntryType) => void;
}

/** Query words (the first 2) marked with <mark> elements; the text is never parsed as HTML. */
export function Highlighted({text, query}: {text: string; query: string}): ReactNode {
  return highlight(text, query).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}

/** The heading of a result group. */
function searchGroupTitle(type: SearchEntryType): string {
  switch (type) {
    case 'blog':
      return translate({
        id: 'search.group.blog',
        message: 'Blog Posts',
        description: 'Heading of the blog post results in the search panel',
      });
    case 'case-study':
      return translate({
        id: 'search.group.caseStudy',
        message: 'Case Studies',
        description: 'Heading of the case study results in the search panel',
      });
    case 'service':
      return translate({
        id: 'search.group.service',
        message: 'Services',
        description: 'Heading of the service results in the search panel',
      });
    default:
      return translate({
        id: 'search.group.page',
        message: 'Pages',
        description: 'Heading of the page results in the search panel',
      });
  }
}

/** The button under a group with more matches; `count` is how many more it shows. */
function showMoreLabel(type: SearchEntryType, count: number): string {
  switch (type) {
    case 'blog':
      return translate(
        {
          id: 'search.group.blog.showMore',
          message: 'Show more blog posts ({count} more)',
          description: 'Button under the blog post results of the search panel; count is how many more it shows',
        },
        {count},
      );
    case 'case-study':
      return translate(
        {
          id: 'search.group.caseStudy.showMore',
          message: 'Show more case studies ({count} more)',
          description: 'Button under the case study results of the search panel; count is how many more it shows',
        },
        {count},
      );
    case 'service':
      return translate(
        {
          id: 'search.group.service.showMore',
          message: 'Show more services ({count} more)',
          description: 'Button under the service results of the search panel; count is how many more it shows',
        },
        {count},
      );
    default:
      return translate(
        {
          id: 'search.group.page.showMore',
          message: 'Show more pages ({count} more)',
          description: 'Button under the page results of the search panel; count is how many more it shows',
        },
        {count},
      );
  }
}

function hasMatch(text: string | undefined, query: string): boolean {
  return Boolean(text) && highlight(text!, query).some((part) => part.match);
}

function ResultDetails({result, query}: {result: SearchResult; query: string}): ReactNode {
  const {entry} = result;
  const shownTexts = [entry.title, result.preview, result.challenge, result.solution];
  // The content snippet shows why an entry matched when the visible texts do not.
  const showSnippet =
    result.snippet !== undefined && result.snippetHasMatch && !shownTexts.some((text) => hasMatch(text, query));
  const snippet = showSnippet && (
    <span className={clsx(styles.detail, styles.snippet)}>
      <Highlighted text={result.snippet!} query={query} />
    </span>
  );
  if (entry.type === 'case-study' && (result.challenge || result.solution)) {
    return (
      <>
        {result.challenge && (
          <span className={styles.detail}>
            <strong>
              <Translate
                id="search.result.challenge"
                description="Label before a case study's challenge in a search result">
                Challenge:
              </Translate>
            </strong>{' '}
            <Highlighted text={result.challenge} query={query} />
          </span>
        )}
        {result.solution && (
          <span className={styles.detail}>
            <strong>
              <Translate
                id="search.result.solution"
                description="Label before a case study's solution in a search result">
                Solution:
              </Translate>
            </strong>{' '}
            <Highlighted text={result.solution} query={query} />
          </span>
        )}
        {snippet}
      </>
    );
  }
  if (entry.type === 'blog') {
    return (
      <>
        <span className={styles.detail}>
          <Highlighted text={result.preview} query={query} />
        </span>
        {snippet}
      </>
    );
  }
  const text =
    result.snippet !== undefined && result.snippetHasMatch && !hasMatch(entry.title, query)
      ? result.snippet
      : result.preview;
  return text ? (
    <span className={clsx(styles.detail, text === result.snippet && styles.snippet)}>
      <Highlighted text={text} query={query} />
    </span>
  ) : null;
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
                const id = optionId(index);
                const active = index === activeIndex;
                return (
                  <Link
                    key={result.entry.id}
                    id={id}
                    role="option"
                    aria-selected={active}
                    tabIndex={-1}
                    to={result.entry.url}
                    className={clsx(styles.option, active && styles.active)}
                    onClick={(event) => {
                      if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
                        event.preventDefault();
                        onChoose(result.entry.url);
                      }
                    }}>
                    <span className={styles.title}>
                      <Highlighted text={result.entry.title} query={query} />
                    </span>
                    {result.entry.category && result.entry.type !== 'service' && (
                      <span className={styles.category}>{result.entry.category}</span>
                    )}
                    <span className={styles.details}>
                      <ResultDetails result={result} query={query} />
                    </span>
                  </Link>
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
        {(() => {
          const id = optionId(seeAllIndex);
          const active = seeAllIndex === activeIndex;
          return (
            <Link
              id={id}
              role="option"
              aria-selected={active}
              tabIndex={-1}
              to={seeAllUrl}
              className={clsx(styles.option, styles.seeAll, active && styles.active)}
              onClick={(event) => {
                if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
                  event.preventDefault();
                  onChoose(seeAllUrl);
                }
              }}>
              <Translate
                id="search.panel.seeAll"
                description="Last option of the search panel, opening the search page; query is what the visitor typed"
                values={{query: trimmed}}>
                {'See all results for "{query}"'}
              </Translate>
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          );
        })()}
      </div>
    </div>
  );
}
