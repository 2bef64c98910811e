import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import TOCInline from '@theme/TOCInline';
import type {TOCItem} from '@docusaurus/mdx-loader';
import styles from './styles.module.css';

/** A legal page's table of contents below 997 px, where the theme's sidebar one takes over. */
export default function LegalToc({toc}: {toc: readonly TOCItem[]}): ReactNode {
  return (
    <nav
      className={styles.toc}
      aria-label={translate({
        id: 'legal.toc.label',
        message: 'Table of contents',
        description: 'Accessible name of the table of contents of a legal page',
      })}>
      <details>
        <summary className={styles.summary}>
          <Translate id="legal.toc.summary" description="Toggle that opens the table of contents of a legal page">
            Contents
          </Translate>
        </summary>
        <TOCInline toc={toc} />
      </details>
    </nav>
  );
}
