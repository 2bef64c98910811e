import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {company} from '@site/src/internals/siteData/company';
import styles from './styles.module.css';

export function LogoMark({size = 40}: {size?: number}): ReactNode {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--brand-primary)" />
      <path
        d="M14 35V13l20 22V13"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="34" cy="13" r="3.5" fill="#b69ae0" />
    </svg>
  );
}

/** The logo as a home link: the mark and the company name as text. */
export default function Logo({inverted = false}: {inverted?: boolean}): ReactNode {
  const [first, ...rest] = company.name.split(' ');
  return (
    <Link to="/" className={clsx(styles.logo, inverted && styles.inverted)}>
      <LogoMark />
      <span className={styles.wordmark}>
        <span className={styles.name}>{first}</span> <span className={styles.suffix}>{rest.join(' ')}</span>
      </span>
    </Link>
  );
}
