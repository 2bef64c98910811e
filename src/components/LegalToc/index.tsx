import type {ReactNode} from 'react';
import TOCInline from '@theme/TOCInline';
import type {TOCItem} from '@docusaurus/mdx-loader';
import styles from './styles.module.css';

/**
 * The table of contents at the top of a legal page on phones and tablets; from 997 px the theme's
 * sticky sidebar table of contents takes over.
 */
export default function LegalToc({toc}: {toc: readonly TOCItem[]}): ReactNode {
  return (
    <nav className={styles.toc} aria-label="Table of contents">
      <details>
        <summary className={styles.summary}>Contents</summary>
        <TOCInline toc={toc} />
      </details>
    </nav>
  );
}
