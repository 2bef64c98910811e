import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {Search} from 'lucide-react';
import {searchPageUrl} from '@site/src/lib/searchQuery';
import useResultStatus from './useResultStatus';
import useSearchCombobox from './useSearchCombobox';
import styles from './styles.module.css';

export {useSearchShortcut} from './useSearchShortcut';

interface Props {
  /** header: desktop box that widens on focus; menu: bottom of the mobile panel, results open upward; modal: inside the search dialog. */
  readonly variant: 'header' | 'menu' | 'modal';
  /** Registers the '/' and Ctrl+K shortcut (the desktop header box). */
  readonly shortcut?: boolean;
  readonly autoFocus?: boolean;
  /** Called after a result or "See all results" was chosen (closes the modal). */
  readonly onNavigate?: () => void;
}

/**
 * The grouped site search: an ARIA combobox whose panel lists results by
 * type. Typing updates the text at once; the matching query follows 200 ms later. The panel opens
 * when the trimmed text is longer than 1 character and closes on an outside press, Escape or a
 * choice; choosing navigates and clears the text and results.
 */
export default function SearchBox({variant, shortcut = false, autoFocus = false, onNavigate}: Props): ReactNode {
  const {
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
  } = useSearchCombobox({shortcut, autoFocus, onNavigate});
  const status = useResultStatus(open, groups);

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
