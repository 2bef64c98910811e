import {useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {Search} from 'lucide-react';
import {SEARCH_DEBOUNCE_MS, isSearchable, searchPageUrl} from '@site/src/lib/searchQuery';
import {sharedLoader} from '@site/src/lib/preloadable';
import type {SearchGroup} from '@site/src/lib/search';
import {loadSiteIndex, type SiteIndex} from '@site/src/lib/searchIndex';
import {announceSiteEvent} from '@site/src/lib/siteEvents';
import styles from './styles.module.css';

// Loaded on the first intent to search, and rendered once loaded: Suspense would show it ~300 ms late.
const loadResults = sharedLoader(() => import('./results'));
const preloadResults = () => void loadResults().catch(() => undefined);
type Results = Awaited<ReturnType<typeof loadResults>>;

interface Answer {
  readonly query: string;
  readonly groups: SearchGroup[];
}

interface Props {
  /** header: widens on focus; menu: results open upward; modal: inside the search dialog. */
  readonly variant: 'header' | 'menu' | 'modal';
  /** Called after a choice (closes the modal). */
  readonly onNavigate?: () => void;
}

/**
 * The grouped site search, an ARIA combobox. The box answers the first key at once; the results
 * code (./results) and the index load on the first intent to search, until then the panel says
 * "Searching…".
 */
export default function SearchBox({variant, onNavigate}: Props): ReactNode {
  const history = useHistory();
  // Results carry their locale prefix already; the search page address gets this locale's.
  const {withBaseUrl} = useBaseUrlUtils();
  const {selectMessage} = usePluralForm();
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const indexUrl = useBaseUrl('/search-index.json');

  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [index, setIndex] = useState<SiteIndex | null>(null);
  const [failed, setFailed] = useState(false);
  // Bumped to search again after a failed load.
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const open = isSearchable(text) && !dismissed;

  const activate = () => {
    setFailed(false);
    loadResults().then(
      (module) => setResults(() => module),
      () => undefined,
    );
    if (!index) {
      loadSiteIndex(indexUrl).then(setIndex, () => setFailed(true));
    } else if (failed) {
      setAttempt((count) => count + 1);
    }
  };

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  // A new query starts with no active result (reset while rendering); a cleared box forgets the answer.
  const [resetForQuery, setResetForQuery] = useState(query);
  if (resetForQuery !== query) {
    setResetForQuery(query);
    setActiveIndex(-1);
    if (!isSearchable(query)) {
      setAnswer(null);
    }
  }
  // The answer on screen stays until the next one is ready; a stale answer is dropped.
  useEffect(() => {
    if (!results || !index || !isSearchable(query)) {
      return undefined;
    }
    let current = true;
    results.searchGroups(index, query).then(
      (found) => {
        if (current) {
          setFailed(false);
          setAnswer({query, groups: found});
        }
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [results, index, query, attempt]);
  const groups = isSearchable(query) && answer ? answer.groups : null;
  const shownQuery = answer?.query ?? query;

  // A search that ends on a query that found nothing is announced once, not every query typed on
  // the way; reopening on the same query is still that one search.
  const unansweredRef = useRef<string | null>(null);
  const announcedRef = useRef<string | null>(null);
  useEffect(() => {
    if (open && groups) {
      unansweredRef.current = groups.every((group) => group.results.length === 0) ? shownQuery : null;
      if (shownQuery !== announcedRef.current) {
        announcedRef.current = null;
      }
    }
  }, [open, groups, shownQuery]);
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    return () => {
      const unanswered = unansweredRef.current;
      unansweredRef.current = null;
      if (unanswered !== null && unanswered !== announcedRef.current) {
        announcedRef.current = unanswered;
        announceSiteEvent({type: 'search-without-results'});
      }
    };
  }, [open]);

  const options: string[] = useMemo(
    () =>
      groups
        ? [...groups.flatMap((group) => group.results.map((result) => result.entry.url)), searchPageUrl(shownQuery)]
        : [],
    [groups, shownQuery],
  );
  const optionId = useCallback((at: number) => `${baseId}-option-${at}`, [baseId]);
  const activeId = open && activeIndex >= 0 && activeIndex < options.length ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) {
      document.getElementById(activeId)?.scrollIntoView({block: 'nearest'});
    }
  }, [activeId]);

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

  const choose = (url: string) => {
    setText('');
    setQuery('');
    setActiveIndex(-1);
    setDismissed(false);
    inputRef.current?.blur();
    history.push(withBaseUrl(url));
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setDismissed(false);
        } else if (options.length > 0) {
          setActiveIndex((current) =>
            current < 0 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
          );
        }
        return;
      }
      case 'Enter': {
        if (event.nativeEvent.isComposing) {
          return;
        }
        event.preventDefault();
        const active = open && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (active) {
          choose(active);
        } else if (isSearchable(text)) {
          choose(searchPageUrl(text));
        }
        return;
      }
      case 'Escape':
        setActiveIndex(-1);
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

  const count = groups?.reduce((sum, group) => sum + group.results.length, 0) ?? 0;
  return (
    <div
      ref={containerRef}
      className={clsx(styles.search, styles[variant], open && styles.open)}
      // Also on a touch: pointerenter comes with the finger's pointerdown.
      onPointerEnter={preloadResults}
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
          id={`${baseId}-input`}
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
          aria-controls={
            open && groups
              ? [...groups.map((group) => `${panelId}-${group.type}`), `${panelId}-all`].join(' ')
              : panelId
          }
          aria-activedescendant={activeId}
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
        {open &&
          (results && groups && !failed ? (
            <results.SearchPanel
              panelId={panelId}
              groups={groups}
              query={shownQuery}
              activeIndex={activeIndex}
              optionId={optionId}
              seeAllUrl={searchPageUrl(shownQuery)}
              onChoose={choose}
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
        {open && groups && results ? results.resultStatus(count, selectMessage) : ''}
      </div>
    </div>
  );
}
