import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The panel's line while results are on their way, or when the index could not be loaded. */
export default function PanelMessage({failed}: {readonly failed: boolean}): ReactNode {
  return (
    <p className={styles.message}>
      {failed ? (
        <Translate id="search.box.unavailable" description="Shown when the search index could not be loaded">
          Search is not available right now. Please try again.
        </Translate>
      ) : (
        <Translate id="search.status.searching" description="Shown while a search is running">
          Searching…
        </Translate>
      )}
    </p>
  );
}
