import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ArrowRight} from 'lucide-react';
import type {SearchEntryType, SearchGroup, SearchResult} from '@site/src/lib/search';
import {highlightWords} from '@site/src/lib/searchText';
import {sitePages} from '@site/src/internals/siteData/navigation';
import styles from './styles.module.css';

/** Text with the first 2 query words marked; the text is never parsed as HTML. */
export function Highlighted({text, query}: {readonly text: string; readonly query: string}): ReactNode {
  return highlightWords(text, query).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}

/** The lines under a result's title, the query words marked: why it is listed. */
export function ResultLines(props: {
  readonly result: SearchResult;
  readonly query: string;
  readonly className: string;
}): ReactNode {
  const {result, query, className} = props;
  const labels = {
    challenge: translate({
      id: 'search.result.challenge',
      message: 'Challenge:',
      description: "Label before a case study's challenge in a search result",
    }),
    solution: translate({
      id: 'search.result.solution',
      message: 'Solution:',
      description: "Label before a case study's solution in a search result",
    }),
  };
  return result.lines.map((line) => (
    <span key={line.label ?? line.text} className={clsx(className, line.snippet && styles.snippet)}>
      {line.label && <strong>{labels[line.label]} </strong>}
      <Highlighted text={line.text} query={query} />
    </span>
  ));
}

function groupTitles(): Record<SearchEntryType, string> {
  return {
    blog: translate({
      id: 'search.group.blog',
      message: 'Blog Posts',
      description: 'Heading of the blog post results in the search panel',
    }),
    'case-study': sitePages['case-studies'].title,
    service: translate({
      id: 'search.group.service',
      message: 'Services',
      description: 'Heading of the service results in the search panel',
    }),
    page: translate({
      id: 'search.group.page',
      message: 'Pages',
      description: 'Heading of the page results in the search panel',
    }),
  };
}

/** A link, so that a middle or modified click opens it the browser's way. */
function Option(props: {
  readonly id: string;
  readonly active: boolean;
  readonly to: string;
  readonly className?: string;
  readonly onChoose: (url: string) => void;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <Link
      id={props.id}
      role="option"
      aria-selected={props.active}
      tabIndex={-1}
      to={props.to}
      className={clsx(styles.option, props.className, props.active && styles.active)}
      onClick={(event) => {
        if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
          event.preventDefault();
          props.onChoose(props.to);
        }
      }}>
      {props.children}
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
}

/**
 * One listbox per group, then "See all results". The focus stays in the input
 * (aria-activedescendant); options are numbered across the groups.
 */
export default function SearchPanel({
  panelId,
  groups,
  query,
  activeIndex,
  optionId,
  seeAllUrl,
  onChoose,
}: Props): ReactNode {
  const trimmed = query.trim();
  const titles = groupTitles();
  const firstOf = groups.map((_, at) => groups.slice(0, at).reduce((count, group) => count + group.results.length, 0));
  const seeAll = groups.reduce((count, group) => count + group.results.length, 0);
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
      {groups.map((group, groupAt) => (
        <div key={group.type} className={styles.group}>
          <div id={`${panelId}-${group.type}-label`} className={styles.groupTitle}>
            {titles[group.type]}
          </div>
          <div
            role="listbox"
            id={`${panelId}-${group.type}`}
            aria-labelledby={`${panelId}-${group.type}-label`}
            className={styles.list}>
            {group.results.map((result, resultAt) => {
              const at = firstOf[groupAt]! + resultAt;
              return (
                <Option
                  key={result.entry.url}
                  id={optionId(at)}
                  active={at === activeIndex}
                  to={result.entry.url}
                  onChoose={onChoose}>
                  <span className={styles.title}>
                    <Highlighted text={result.entry.title} query={query} />
                  </span>
                  {result.entry.category && (
                    <span className={styles.category}>
                      <Highlighted text={result.entry.category} query={query} />
                    </span>
                  )}
                  <span className={styles.details}>
                    <ResultLines result={result} query={query} className={styles.detail} />
                  </span>
                </Option>
              );
            })}
          </div>
        </div>
      ))}
      <div
        role="listbox"
        id={`${panelId}-all`}
        aria-label={translate({
          id: 'search.panel.allResults',
          message: 'All results',
          description: 'Accessible name of the list holding the "See all results" link of the search panel',
        })}
        className={styles.all}>
        <Option
          id={optionId(seeAll)}
          active={seeAll === activeIndex}
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
        </Option>
      </div>
    </div>
  );
}
