import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Fact {
  readonly term: string;
  readonly value: ReactNode;
}

/**
 * Named values as a definition list: one under the other (`stacked`), or side by side in as many
 * columns as fit (`columns`, for short specifications).
 */
export default function Facts({
  facts,
  layout,
}: {
  readonly facts: readonly Fact[];
  readonly layout: 'stacked' | 'columns';
}): ReactNode {
  return (
    <dl className={layout === 'columns' ? styles.specs : styles.facts}>
      {facts.map(({term, value}) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
