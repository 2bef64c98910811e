import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_DEBOUNCE_MS, isSearchable, searchPageUrl} from '@site/src/lib/searchQuery';
import {searchGroups, type SearchGroup} from '@site/src/lib/search';
import {loadSiteIndex, type SiteIndex} from '@site/src/lib/searchIndex';
import {announceSiteEvent} from '@site/src/lib/siteEvents';
import SearchPanel from '@site/src/components/search/SearchPanel';
import PanelMessage from './PanelMessage';
import useResultStatus from './useResultStatus';

/** What the input shows: its active option, the lists it controls, the status line. */
export interface ComboboxState {
  readonly activeId: string | undefined;
  readonly controls: string | undefined;
  readonly status: string;
}

interface Answer {
  readonly query: string;
  readonly groups: SearchGroup[];
}

export interface ComboboxHandle {
  /** False leaves the key to the search box. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => boolean;
  /** Loads the index (again, after a failure). */
  load: () => void;
  reset: () => void;
}

interface Props {
  readonly ref: Ref<ComboboxHandle>;
  readonly text: string;
  readonly open: boolean;
  readonly panelId: string;
  readonly optionIdPrefix: string;
  readonly onChoose: (url: string) => void;
  readonly onState: (state: ComboboxState) => void;
}

/**
 * The results of the search box, loaded on the first intent to search; the box keeps the input,
 * so it answers the first key while this module is on its way.
 */
export default function Combobox({ref, text, open, panelId, optionIdPrefix, onChoose, onState}: Props): ReactNode {
  const indexUrl = useBaseUrl('/search-index.json');
  const [query, setQuery] = useState(text);
  const [index, setIndex] = useState<SiteIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // Bumped to search again after a failed load.
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(() => {
    setFailed(false);
    if (index) {
      if (failed) {
        setAttempt((count) => count + 1);
      }
      return;
    }
    loadSiteIndex(indexUrl).then(setIndex, () => setFailed(true));
  }, [indexUrl, index, failed]);

  const loadOnMount = useRef(load);
  useEffect(() => loadOnMount.current(), []);

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  // The answer on screen stays until the next one is ready; a stale answer is dropped.
  const [answer, setAnswer] = useState<Answer | null>(null);

  // A new query starts with no active result (reset while rendering); a cleared box forgets the answer.
  const [resetForQuery, setResetForQuery] = useState(query);
  if (resetForQuery !== query) {
    setResetForQuery(query);
    setActiveIndex(-1);
    if (!isSearchable(query)) {
      setAnswer(null);
    }
  }
  useEffect(() => {
    if (!index || !isSearchable(query)) {
      return undefined;
    }
    let current = true;
    searchGroups(index, query).then(
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
  }, [index, query, attempt]);
  const groups: SearchGroup[] | null = isSearchable(query) && answer ? answer.groups : null;
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

  const options: string[] = useMemo(() => {
    if (!groups) {
      return [];
    }
    const results = groups.flatMap((group) => group.results.map((result) => result.entry.url));
    return [...results, searchPageUrl(shownQuery)];
  }, [groups, shownQuery]);

  const optionId = useCallback((index: number) => `${optionIdPrefix}-${index}`, [optionIdPrefix]);
  const activeId = open && activeIndex >= 0 && activeIndex < options.length ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) {
      document.getElementById(activeId)?.scrollIntoView({block: 'nearest'});
    }
  }, [activeId]);

  const status = useResultStatus(open, groups);
  const controls =
    open && groups ? [...groups.map((group) => `${panelId}-${group.type}`), `${panelId}-all`].join(' ') : undefined;
  // Before paint, so the input's attributes never lag behind the panel on screen.
  useLayoutEffect(() => onState({activeId, controls, status}), [activeId, controls, status, onState]);

  useImperativeHandle(
    ref,
    () => ({
      onKeyDown: (event) => {
        switch (event.key) {
          case 'ArrowDown':
          case 'ArrowUp': {
            if (!open) {
              return false;
            }
            event.preventDefault();
            if (options.length > 0) {
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActiveIndex((current) => {
                if (current < 0) {
                  return step === 1 ? 0 : options.length - 1;
                }
                return (current + step + options.length) % options.length;
              });
            }
            return true;
          }
          case 'Enter': {
            const active = open && activeIndex >= 0 ? options[activeIndex] : undefined;
            if (!active || event.nativeEvent.isComposing) {
              return false;
            }
            event.preventDefault();
            onChoose(active);
            return true;
          }
          case 'Escape':
            setActiveIndex(-1);
            return false;
          default:
            return false;
        }
      },
      load,
      reset: () => {
        setQuery('');
        setActiveIndex(-1);
      },
    }),
    [open, options, activeIndex, onChoose, load],
  );

  if (!open) {
    return null;
  }
  return groups && !failed ? (
    <SearchPanel
      panelId={panelId}
      groups={groups}
      query={shownQuery}
      activeIndex={activeIndex}
      optionId={optionId}
      seeAllUrl={searchPageUrl(shownQuery)}
      onChoose={onChoose}
    />
  ) : (
    <PanelMessage failed={failed} />
  );
}
