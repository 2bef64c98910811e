import {useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {SEARCH_DEBOUNCE_MS, isSearchable, searchPageUrl} from '@site/src/lib/searchQuery';
import type {SearchEntryType, SearchGroup} from '@site/src/lib/search';
import {announceSiteEvent} from '@site/src/lib/siteEvents';
import {loadSearch, type LoadedSearch} from './loadSearch';
import {useSearchShortcut} from './useSearchShortcut';

const DESKTOP_QUERY = '(min-width: 1024px)';

type Option = {kind: 'result'; url: string} | {kind: 'all'; url: string};

interface Options {
  /** Registers the '/' and Ctrl+K shortcut (the desktop header box). */
  readonly shortcut: boolean;
  readonly autoFocus: boolean;
  /** Called after a result or "See all results" was chosen (closes the modal). */
  readonly onNavigate?: () => void;
}

/**
 * The state of the search combobox: the text and the debounced query, the loaded index and panel
 * code, the grouped results, the active option, and what the keys, a choice and an outside press
 * do. The panel is open when the trimmed text is longer than 1 character and it was not dismissed.
 */
export default function useSearchCombobox({shortcut, autoFocus, onNavigate}: Options) {
  const history = useHistory();
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

  // A search that ends (the panel closes, the box goes away) on a query that found nothing is
  // announced once, not every query typed on the way to it. Reopening the panel on the same query
  // (Escape, then focus) and closing it again is still that one search: only a different query
  // is a new one.
  const unansweredRef = useRef<string | null>(null);
  const announcedRef = useRef<string | null>(null);
  useEffect(() => {
    if (open && groups) {
      unansweredRef.current = groups.every((group) => group.results.length === 0) ? query : null;
      if (query !== announcedRef.current) {
        announcedRef.current = null;
      }
    }
  }, [open, groups, query]);
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

  return {
    containerRef,
    inputRef,
    inputId,
    panelId,
    text,
    setText,
    query,
    setDismissed,
    search,
    failed,
    load,
    open,
    groups,
    setExpanded,
    activeIndex,
    activeId,
    optionId,
    choose,
    onKeyDown,
  };
}
