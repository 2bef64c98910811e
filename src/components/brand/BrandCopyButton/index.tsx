import type {ReactNode} from 'react';
import clsx from 'clsx';
import {notify} from '@site/src/lib/notify';
import styles from './styles.module.css';

interface Props {
  /** The text put on the clipboard. */
  value: string;
  /** How the toast names it: "{item} has been copied to your clipboard." Defaults to the value. */
  item?: string;
  /** Visible label; the value is added for screen readers. */
  label?: string;
  className?: string;
}

/** Copy-to-clipboard button of the brand guidelines with a 2-second toast. */
export default function BrandCopyButton({value, item = value, label = 'Copy', className}: Props): ReactNode {
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      void notify('success', 'Copied to clipboard', {
        description: `${item} has been copied to your clipboard.`,
        duration: 2000,
      });
    } catch {
      void notify('error', 'Copy failed', {
        description: 'Your browser blocked the clipboard. Select the text and copy it instead.',
      });
    }
  }
  return (
    <button type="button" className={clsx('site-control', styles.copy, className)} onClick={() => void copy()}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <rect x="9" y="9" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5 15V5a2 2 0 0 1 2-2h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
      <span className="visually-hidden"> {item}</span>
    </button>
  );
}
