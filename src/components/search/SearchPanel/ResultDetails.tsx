import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {highlight, type SearchResult} from '@site/src/lib/search';
import Highlighted from './Highlighted';
import styles from './styles.module.css';

function hasMatch(text: string | undefined, query: string): boolean {
  return Boolean(text) && highlight(text!, query).some((part) => part.match);
}

/** A line of a case-study result: its bold label, then the text with the query words marked. */
function LabelledDetail({
  label,
  text,
  query,
}: {
  readonly label: ReactNode;
  readonly text: string;
  readonly query: string;
}): ReactNode {
  return (
    <span className={styles.detail}>
      <strong>{label}</strong> <Highlighted text={text} query={query} />
    </span>
  );
}

/** The lines under a result's title: why it matched, with the query words marked. */
export default function ResultDetails({
  result,
  query,
}: {
  readonly result: SearchResult;
  readonly query: string;
}): ReactNode {
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
          <LabelledDetail
            label={
              <Translate
                id="search.result.challenge"
                description="Label before a case study's challenge in a search result">
                Challenge:
              </Translate>
            }
            text={result.challenge}
            query={query}
          />
        )}
        {result.solution && (
          <LabelledDetail
            label={
              <Translate
                id="search.result.solution"
                description="Label before a case study's solution in a search result">
                Solution:
              </Translate>
            }
            text={result.solution}
            query={query}
          />
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
