import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ArrowLeft} from 'lucide-react';
import CopyLinkButton from '@site/src/components/ui/CopyLinkButton';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

interface Props {
  /** The list page this article belongs to (/blog, /case-studies), and the text of the link to it. */
  listPath: string;
  backLabel: string;
  /** Case studies use a wider column for their result grids. */
  wide?: boolean;
  children: ReactNode;
  /** Full-width sections after the article: what to read next and the call to action. */
  end?: ReactNode;
}

/** The detail-page frame shared by blog posts and case studies: page padding, column, back link and the sections after it. */
export default function ArticleLayout({listPath, backLabel, wide = false, children, end}: Props): ReactNode {
  return (
    // Posts and case studies share their section's page theme, which their sharing image takes.
    <main className={styles.page} data-theme-id="resources">
      <article className={clsx(styles.article, wide && styles.wide)}>
        {/* Interface, not content: kept out of the search index. */}
        <Link to={listPath} className={styles.back} data-search-exclude="">
          <ArrowLeft size={18} aria-hidden="true" /> {backLabel}
        </Link>
        {children}
      </article>
      {end}
    </main>
  );
}

/** The article's main heading. */
export function ArticleTitle({children}: {children: ReactNode}): ReactNode {
  return (
    <Heading as="h1" className={styles.title}>
      {children}
    </Heading>
  );
}

/** The closing row: a button back to the list and Copy Link. */
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
