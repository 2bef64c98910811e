import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {Search} from 'lucide-react';
import {SEARCH_DEBOUNCE_MS, isSearchable, searchPageUrl} from '@site/src/lib/searchQuery';
import type {SearchEntry, SearchEntryType, SearchGroup} from '@site/src/lib/search';
import type * as SearchPanelModule from '@site/src/components/search/SearchPanel';
import styles from './styles.module.css';

const DESKTOP_QUERY = '(min-width: 1024px)';

type Engine = typeof SearchPanelModule;
interface LoadedSearch {
  engine: Engine;
  entries: SearchEntry[];
}

let loading: Promise<LoadedSearch> | null = null;

/**
 * The result panel code and the index (build/search-index.json) load on the first focus, never
 * with the page. A failed load can be retried on the next focus.
 */
function loadSearch(indexUrl: string): Promise<LoadedSearch> {
  loading ??= Promise.all([
    import('@site/src/components/search/SearchPanel'),
    fetch(indexUrl).then((response) => {
      if (!response.ok) {
        throw new Error(`Search index: HTTP ${response.status}`);
      }
      return response.json() as Promise<unknown>;
    }),
  ]).then(([engine, data]) => ({engine, entries: engine.parseSearchIndex(data)}));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** True when a key press belongs to another text field, so the shortcut leaves it alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Calls `handler` on '/' or Ctrl+K (Cmd+K on a Mac) outside other text fields. */
export function useSearchShortcut(handler: () => boolean): void {
  const onShortcut = useEffectEvent(handler);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const isShortcut =
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) ||
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey);
      if (!isShortcut || event.defaultPrevented || isTypingTarget(event.target)) {
        return;
      }
      if (onShortcut()) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

type Option = {kind: 'result'; url: string} | {kind: 'all'; url: string};

interface Props {
  /** header: desktop box that widens on focus; menu: bottom of the mobile panel, results open upward; modal: inside the search dialog. */
  variant: 'header' | 'menu' | 'modal';
  /** Registers the '/' and Ctrl+K shortcut (the desktop header box). */
  shortcut?: boolean;
  autoFocus?: boolean;
  /** Called after a result or "See all results" was chosen (closes the modal). */
  onNavigate?: () => void;
}

/**
 * The grouped site search: an ARIA combobox whose panel lists results by
 * type. Typing updates the text at once; the matching query follows 200 ms later. The panel opens
 * when the trimmed text is longer than 1 character and closes on an outside press, Escape or a
 * choice; choosing navigates and clears the text and results.
 */
export default function SearchBox({variant, shortcut = false, autoFocus = false, onNavigate}: Props): ReactNode {
  const history = useHistory();
  const {selectMessage} = usePluralForm();
  const indexUrl = useBaseUrl('/search-index.json');
  // Results carry their locale prefix already; the search page address gets this locale's.
  const {withBaseUrl} = useBaseUrlUtils();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const panelId = `${baseId}-panel`;
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [search, setSearch] = useState<LoadedSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<SearchEntryType>>(new Set());
  const [activeIndex, setActiveIndex] = useState(-1);

  const open = isSearchable(text) && !dismissed;

  const load = useCallback(() => {
    if (search) {
      return;
    }
    setFailed(false);
    loadSearch(indexUrl).then(setSearch, () => setFailed(true));
  }, [indexUrl, search]);

  useEffect(() => {
    if (autoFocus) {
      inputRef.current?.focus();
    }
  }, [autoFocus]);

  // The matching query follows the text after the debounce delay.
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  // A new query starts with collapsed groups and no active result (reset while rendering, so
  // the stale state never reaches the screen).
  const [resetForQuery, setResetForQuery] = useState(query);
  if (resetForQuery !== query) {
    setResetForQuery(query);
    setExpanded(new Set());
    setActiveIndex(-1);
  }

  const groups: SearchGroup[] | null = useMemo(
    () => (search && isSearchable(query) ? search.engine.searchEntries(search.entries, query, expanded) : null),
    [search, query, expanded],
  );

  const options: Option[] = useMemo(() => {
    if (!groups) {
      return [];
    }
    const results: Option[] = groups.flatMap((group) =>
      group.results.map((result) => ({kind: 'result' as const, url: result.entry.url})),
    );
    return [...results, {kind: 'all', url: searchPageUrl(query)}];
  }, [groups, query]);

  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);
  const activeId = open && activeIndex >= 0 && activeIndex < options.length ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) {
      document.getElementById(activeId)?.scrollIntoView({block: 'nearest'});
    }
  }, [activeId]);

  // An outside press closes the panel.
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

  useSearchShortcut(() => {
    if (!shortcut || !window.matchMedia(DESKTOP_QUERY).matches) {
      return false;
    }
    inputRef.current?.focus();
    return true;
  });

  const reset = useCallback(() => {
    setText('');
    setQuery('');
    setDismissed(false);
    setActiveIndex(-1);
    setExpanded(new Set());
  }, []);

  const choose = useCallback(
    (url: string) => {
      reset();
      inputRef.current?.blur();
      history.push(withBaseUrl(url));
      onNavigate?.();
    },
    [history, onNavigate, reset, withBaseUrl],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setDismissed(false);
          return;
        }
        if (options.length === 0) {
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((current) => {
          if (current < 0) {
            return step === 1 ? 0 : options.length - 1;
          }
          return (current + step + options.length) % options.length;
        });
        return;
      }
      case 'Enter': {
        if (event.nativeEvent.isComposing) {
          return;
        }
        event.preventDefault();
        const active = open && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (active) {
          choose(active.url);
        } else if (isSearchable(text)) {
          choose(searchPageUrl(text));
        }
        return;
      }
      case 'Escape':
        if (open) {
          // Closes only the panel, not the dialog or menu around it.
          event.preventDefault();
          event.stopPropagation();
          setDismissed(true);
          setActiveIndex(-1);
        }
        return;
      default:
    }
  };

  let status = '';
  if (open && groups) {
    const count = groups.reduce((sum, group) => sum + group.results.length, 0);
    status =
      count === 0
        ? translate({
            id: 'search.status.noResults',
            message: 'No results',
            description: 'Screen reader announcement when the search panel has no results',
          })
        : selectMessage(
            count,
            translate(
              {
                id: 'search.status.resultCount',
                message: '{count} result|{count} results',
                description:
                  'Screen reader announcement of the number of results in the search panel (plural forms separated by |)',
              },
              {count},
            ),
          );
  }

  const Panel = search?.engine.default;
  const listboxIds = groups?.map((group) => `${panelId}-${group.type}`) ?? [];

  return (
    <div
      ref={containerRef}
      className={clsx(styles.search, styles[variant], open && styles.open)}
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
          // A text input, not type="search": HTML allows the combobox role (and aria-expanded)
          // only on a text input, and the box is a combobox with its result panel.
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
          aria-controls={open && listboxIds.length > 0 ? [...listboxIds, `${panelId}-all`].join(' ') : panelId}
          aria-activedescendant={activeId}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            load();
          }}
          onFocus={() => {
            setDismissed(false);
            load();
          }}
          onClick={() => setDismissed(false)}
          onKeyDown={onKeyDown}
        />
        {shortcut && (
          <kbd className={styles.hint} aria-hidden="true">
            /
          </kbd>
        )}
      </div>
      <div id={panelId} className={styles.panel} hidden={!open} data-testid="search-panel">
        {open &&
          (Panel && groups ? (
            <Panel
              panelId={panelId}
              groups={groups}
              query={query}
              activeIndex={activeIndex}
              optionId={optionId}
              seeAllUrl={searchPageUrl(query)}
              onChoose={choose}
              onExpand={(type) => {
                setExpanded((current) => new Set(current).add(type));
                inputRef.current?.focus();
              }}
            />
          ) : (
            <p className={styles.message}>
              {failed ? (
                <Translate id="search.box.unavailable" description="Shown when the search index could not be loaded">
                  Search is not available right now. Please try again.
                </Translate>
              ) : (
                <Translate id="search.status.searching" description="Shown while a search is running">
                  Searching…
                </Translate>
              )}
            </p>
          ))}
      </div>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}
