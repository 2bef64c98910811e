import type {ReactNode} from 'react';
import clsx from 'clsx';
import {Link2} from 'lucide-react';
import {notify} from '@site/src/lib/notify';
import styles from './styles.module.css';

/** Clipboard toast duration. */
const TOAST_DURATION_MS = 2000;

/** Copies the page address and confirms with a toast (case-study and blog pages). */
export default function CopyLinkButton({className}: {className?: string}): ReactNode {
  async function copy(): Promise<void> {
    const address = window.location.href;
    try {
      await navigator.clipboard.writeText(address);
      await notify('success', 'Link copied', {
        description: 'The page address has been copied to your clipboard.',
        duration: TOAST_DURATION_MS,
      });
    } catch {
      await notify('error', 'Could not copy the link', {description: address, duration: TOAST_DURATION_MS});
    }
  }
  return (
    <button type="button" className={clsx('button button--secondary', className)} onClick={() => void copy()}>
      <Link2 size={18} aria-hidden="true" className={styles.icon} />
      Copy Link
    </button>
  );
}
