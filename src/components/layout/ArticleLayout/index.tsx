import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ArrowLeft} from 'lucide-react';
import CopyLinkButton from '@site/src/components/ui/CopyLinkButton';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

interface Props {
  listPath: string;
  backLabel: string;
  wide?: boolean;
  children: ReactNode;
  /** Full-width sections after the article. */
  end?: ReactNode;
}

/** The frame of blog posts and case studies. */
export default function ArticleLayout({listPath, backLabel, wide = false, children, end}: Props): ReactNode {
  return (
    <main className={styles.page} data-theme-id="resources">
      <article className={clsx(styles.article, wide && styles.wide)}>
        <Link to={listPath} className={styles.back} data-search-exclude="">
          <ArrowLeft size={18} aria-hidden="true" /> {backLabel}
        </Link>
        {children}
      </article>
      {end}
    </main>
  );
}

export function ArticleTitle({children}: {children: ReactNode}): ReactNode {
  return (
    <Heading as="h1" className={styles.title}>
      {children}
    </Heading>
  );
}

export function ArticleActions({listPath, listLabel}: {listPath: string; listLabel: string}): ReactNode {
  return (
    <div className={styles.actions}>
      <Link to={listPath} className={buttonClass({variant: 'secondary'})}>
        <ArrowLeft size={18} aria-hidden="true" className={styles.buttonIcon} /> {listLabel}
      </Link>
      <CopyLinkButton />
    </div>
  );
}
