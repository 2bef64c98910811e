import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {Search} from 'lucide-react';
import {isSearchable, searchPageUrl} from '@site/src/lib/searchQuery';
import {sharedLoader} from '@site/src/lib/preloadable';
import {loadSiteIndex} from '@site/src/lib/searchIndex';
import type ComboboxComponent from './Combobox';
import type {ComboboxHandle, ComboboxState} from './Combobox';
import PanelMessage from './PanelMessage';
import styles from './styles.module.css';

// Loaded on the first intent to search, and rendered once loaded: Suspense would show it ~300 ms late.
const loadCombobox = sharedLoader(() => import('./Combobox'));
const preloadCombobox = () => void loadCombobox().catch(() => undefined);

const IDLE: ComboboxState = {activeId: undefined, controls: undefined, status: ''};

interface Props {
  /** header: widens on focus; menu: results open upward; modal: inside the search dialog. */
  readonly variant: 'header' | 'menu' | 'modal';
  /** Called after a choice (closes the modal). */
  readonly onNavigate?: () => void;
}

/**
 * The grouped site search, an ARIA combobox. The box (text, open state, Enter, Escape) is here;
 * the results are in ./Combobox: until it arrives the panel says "Searching…".
 */
export default function SearchBox({variant, onNavigate}: Props): ReactNode {
  const history = useHistory();
  // Results carry their locale prefix already; the search page address gets this locale's.
  const {withBaseUrl} = useBaseUrlUtils();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const panelId = `${baseId}-panel`;
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const comboboxRef = useRef<ComboboxHandle>(null);

  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [Combobox, setComboboxCode] = useState<typeof ComboboxComponent | null>(null);
  const [combobox, setCombobox] = useState<ComboboxState>(IDLE);
  const indexUrl = useBaseUrl('/search-index.json');
  const open = isSearchable(text) && !dismissed;

  const activate = () => {
    // The index loads with the results code, not after it.
    loadSiteIndex(indexUrl).catch(() => undefined);
    loadCombobox().then(
      (module) => setComboboxCode(() => module.default),
      () => undefined,
    );
    comboboxRef.current?.load();
  };

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        setDismissed(true);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = useCallback(
    (url: string) => {
      setText('');
      setDismissed(false);
      comboboxRef.current?.reset();
      inputRef.current?.blur();
      history.push(withBaseUrl(url));
      onNavigate?.();
    },
    [history, onNavigate, withBaseUrl],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (comboboxRef.current?.onKeyDown(event)) {
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setDismissed(false);
        return;
      case 'Enter':
        if (event.nativeEvent.isComposing) {
          return;
        }
        event.preventDefault();
        if (isSearchable(text)) {
          choose(searchPageUrl(text));
        }
        return;
      case 'Escape':
        if (open) {
          // Closes only the panel, not the dialog or menu around it.
          event.preventDefault();
          event.stopPropagation();
          setDismissed(true);
        }
        return;
      default:
    }
  };

  return (
    <div
      ref={containerRef}
      className={clsx(styles.search, styles[variant], open && styles.open)}
      onPointerEnter={preloadCombobox}
      onTouchStart={preloadCombobox}
      onBlur={(event) => {
        // Focus leaving the search (Tab) closes the panel too.
        if (event.relatedTarget && !containerRef.current?.contains(event.relatedTarget as Node)) {
          setDismissed(true);
        }
      }}>
      <div className={styles.field}>
        <Search size={16} aria-hidden="true" className={styles.icon} />
        <input
          ref={inputRef}
          id={inputId}
          // Not type="search": HTML allows the combobox role only on a text input.
          type="text"
          className={styles.input}
          placeholder={translate({
            id: 'search.box.placeholder',
            message: 'Search...',
            description: 'Placeholder of the site search box',
          })}
          aria-label={translate({
            id: 'search.box.ariaLabel',
            message: 'Search the site',
            description: 'Accessible name of the site search box',
          })}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={(open && combobox.controls) || panelId}
          aria-activedescendant={open ? combobox.activeId : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            activate();
          }}
          onFocus={() => {
            setDismissed(false);
            // After the frame that shows the focused box: starting the loads costs ~40 ms on a slow phone.
            window.requestAnimationFrame(() => window.setTimeout(activate));
          }}
          onClick={() => setDismissed(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div id={panelId} className={styles.panel} hidden={!open} data-testid="search-panel">
        {Combobox ? (
          <Combobox
            ref={comboboxRef}
            text={text}
            open={open}
            panelId={panelId}
            optionIdPrefix={`${baseId}-option`}
            onChoose={choose}
            onState={setCombobox}
          />
        ) : (
          open && <PanelMessage failed={false} />
        )}
      </div>
      <div role="status" className="visually-hidden">
        {combobox.status}
      </div>
    </div>
  );
}
