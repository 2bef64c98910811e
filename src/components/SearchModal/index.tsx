import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {Search, X} from 'lucide-react';
import SearchBox, {useSearchShortcut} from '@site/src/components/SearchBox';
import styles from './styles.module.css';

const DESKTOP_QUERY = '(min-width: 1024px)';

interface Props {
  /** Light-on-dark button over the transparent home header. */
  inverted?: boolean;
}

/**
 * Phone and tablet search (spec 2.6, 4): a 'Search...' button opening a modal <dialog> with a
 * close button; the page behind is inert, Escape closes it (after closing open results), and
 * focus returns to the button. The dialog content mounts only while open.
 */
export default function SearchModal({inverted = false}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first button (close); the search box should have the focus.
      dialog.querySelector<HTMLInputElement>('input')?.focus();
      document.body.classList.add('site-scroll-locked');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The dialog is for phone and tablet layouts: it closes when the layout becomes desktop.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && dialogRef.current?.close();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useSearchShortcut(() => {
    if (window.matchMedia(DESKTOP_QUERY).matches || open) {
      return false;
    }
    setOpen(true);
    return true;
  });

  const handleClose = () => {
    setOpen(false);
    // The mobile menu may still be open underneath and keeps its own lock.
    if (!document.querySelector('[aria-label="Close menu"]')) {
      document.body.classList.remove('site-scroll-locked');
    }
    buttonRef.current?.focus();
  };

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.button, inverted && styles.inverted)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}>
        <Search size={18} aria-hidden="true" />
        <span>Search...</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={handleClose}
        onClick={(event) => {
          // A press on the backdrop (the dialog element itself) closes it.
          if (event.target === dialogRef.current) {
            dialogRef.current.close();
          }
        }}>
        {open && (
          <div className={styles.panel}>
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                Search
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label="Close search"
                onClick={() => dialogRef.current?.close()}>
                <X size={20} aria-hidden="true" />
              </button>
            </div>
            <SearchBox variant="modal" onNavigate={() => dialogRef.current?.close()} />
          </div>
        )}
      </dialog>
    </div>
  );
}
