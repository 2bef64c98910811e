import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {listPageAddress, pageList} from '@site/src/lib/pagination';
import styles from './styles.module.css';

interface Props {
  label: string;
  /** The address of the page shown. */
  permalink: string;
  /** 1-based. */
  page: number;
  totalPages: number;
}

/** Previous, the page numbers (first, last and around the current one), next. */
export default function Pagination({label, permalink, page, totalPages}: Props): ReactNode {
  if (totalPages <= 1) {
    return null;
  }
  const pageLabel = (n: number) =>
    translate(
      {id: 'pagination.page', message: 'Page {page}', description: 'Accessible name of a page-number link'},
      {page: n},
    );
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link to={listPageAddress(permalink, page - 1)} className={clsx(styles.link, styles.step)} rel="prev">
              {translate({
                id: 'pagination.previous',
                message: 'Previous',
                description: 'Link to the previous page of a list',
              })}
            </Link>
          </li>
        )}
        {pageList(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={listPageAddress(permalink, entry)}
                className={clsx(styles.link, entry === page && styles.current)}
                aria-label={pageLabel(entry)}
                aria-current={entry === page ? 'page' : undefined}>
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link to={listPageAddress(permalink, page + 1)} className={clsx(styles.link, styles.step)} rel="next">
              {translate({id: 'pagination.next', message: 'Next', description: 'Link to the next page of a list'})}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
