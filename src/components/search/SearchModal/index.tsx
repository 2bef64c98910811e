import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {Search} from 'lucide-react';
import Translate, {translate} from '@docusaurus/Translate';
import SearchBox from '@site/src/components/search/SearchBox';
// Not loaded on demand: under 1 KB, and a suspended dialog opens ~300 ms later on a slow phone.
import ModalDialog from '@site/src/components/ui/ModalDialog';
import styles from './styles.module.css';
import {DESKTOP_QUERY} from '@site/src/lib/breakpoints';

interface Props {
  /** Light-on-dark button over the transparent home header. */
  inverted?: boolean;
}

/** Phone and tablet search: a button opening a modal dialog, its search box mounted while open. */
export default function SearchModal({inverted = false}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  // Closes when the layout becomes desktop.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && dialogRef.current?.close();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('site-control', styles.button, inverted && styles.inverted)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}>
        <Search size={18} aria-hidden="true" />
        <span>
          <Translate
            id="search.modal.openButton"
            description="Button that opens the search dialog on phones and tablets">
            Search...
          </Translate>
        </span>
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate({
          id: 'search.modal.title',
          message: 'Search',
          description: 'Title of the search dialog on phones and tablets',
        })}
        closeLabel={translate({
          id: 'search.modal.close',
          message: 'Close search',
          description: 'Accessible name of the close button of the search dialog',
        })}
        placement="top"
        // showModal() would focus the first button (close); the search box should have the focus.
        initialFocusSelector="input"
        returnFocusRef={buttonRef}
        dialogRef={dialogRef}>
        <SearchBox variant="modal" onNavigate={() => dialogRef.current?.close()} />
      </ModalDialog>
    </div>
  );
}
