import {useEffect, useId, useRef, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {X} from 'lucide-react';
import {translate} from '@docusaurus/Translate';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from './styles.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  /** Called after the dialog has closed, however it closed. */
  onClose: () => void;
  title: ReactNode;
  /** Decorative icon before the title, on a danger-tinted disc. */
  badge?: ReactNode;
  closeLabel?: string;
  describedBy?: string;
  /** Element to focus on open instead of the first control. */
  initialFocusSelector?: string;
  /** Where focus goes after closing; defaults to whatever had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  dialogRef?: RefObject<HTMLDialogElement | null>;
  placement?: 'center' | 'top';
  children: ReactNode;
}

/**
 * A modal on the native <dialog>, its content rendered only while open, plus: Tab stays inside, a
 * backdrop press closes it and focus goes back to the opener (Safari does not focus a clicked button).
 */
export default function ModalDialog({
  open,
  onClose,
  title,
  badge,
  closeLabel,
  describedBy,
  initialFocusSelector,
  returnFocusRef,
  dialogRef: externalRef,
  placement = 'center',
  children,
}: Props): ReactNode {
  const ownRef = useRef<HTMLDialogElement>(null);
  const dialogRef = externalRef ?? ownRef;
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (initialFocusSelector) {
        dialog.querySelector<HTMLElement>(initialFocusSelector)?.focus();
      }
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, dialogRef, initialFocusSelector]);

  const handleClose = () => {
    onClose();
    (returnFocusRef?.current ?? openerRef.current)?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={clsx(styles.dialog, placement === 'top' && styles.top)}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={handleClose}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') {
          return;
        }
        // What Tab can reach: not tabindex=-1 options (the search results) nor hidden controls.
        const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
          (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
      onClick={(event) => {
        // A press on the backdrop (the dialog element itself) closes it.
        if (event.target === dialogRef.current) {
          dialogRef.current.close();
        }
      }}>
      {open && (
        <div className={styles.panel}>
          <div className={styles.header}>
            {badge && (
              <span className={styles.badge} aria-hidden="true">
                {badge}
              </span>
            )}
            <SectionHeading as="h2" id={titleId} className={styles.title}>
              {title}
            </SectionHeading>
            <button
              type="button"
              className={clsx('site-icon-button', styles.close)}
              aria-label={
                closeLabel ??
                translate({
                  id: 'common.close',
                  message: 'Close',
                  description: 'Accessible name of a dialog close button',
                })
              }
              onClick={() => dialogRef.current?.close()}>
              <X size={20} aria-hidden="true" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
