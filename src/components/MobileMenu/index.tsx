import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {ChevronDown, Menu, Siren, X} from 'lucide-react';
import type {NavigationItem} from '@site/src/data/navigation';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import NavLink from '@site/src/components/NavLink';
import Tooltip from '@site/src/components/Tooltip';
import {lockScroll} from '@site/src/lib/scrollLock';
import styles from './styles.module.css';

interface Props {
  items: NavigationItem[];
  inverted: boolean;
  onEmergency: () => void;
  search?: ReactNode;
}

const DESKTOP_QUERY = '(min-width: 1024px)';
/** Regions made inert while the panel covers the page. */
const PAGE_REGIONS = '.main-wrapper, footer';

/**
 * The tablet and phone menu: a full-height top panel with a toggle per parent.
 * Closes on route change and when the layout becomes desktop; locks body scroll while open.
 */
export default function MobileMenu({items, inverted, onEmergency, search}: Props): ReactNode {
  const {pathname} = useLocation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Every route change closes the panel and resets all parent toggles (adjusted while
  // rendering, not in an effect).
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
    setExpanded(new Set());
  }

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const releaseScroll = lockScroll();
    const regions = Array.from(document.querySelectorAll<HTMLElement>(PAGE_REGIONS));
    regions.forEach((region) => region.setAttribute('inert', ''));
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape inside an open dialog (the emergency dialog) closes only that dialog.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      releaseScroll();
      regions.forEach((region) => region.removeAttribute('inert'));
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggleParent = (path: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(path)) {
        next.delete(path);
      } else {
        next.add(path);
      }
      return next;
    });

  return (
    <div className={styles.mobile}>
      <Tooltip label={open ? 'Close menu' : 'Open menu'}>
        <button
          ref={buttonRef}
          type="button"
          className={clsx('site-icon-button', styles.menuButton, inverted && !open && styles.inverted)}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}>
          {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
        </button>
      </Tooltip>
      <div id={panelId} className={clsx(styles.panel, open && styles.panelOpen)} hidden={!open}>
        <nav aria-label="Mobile" className={styles.nav}>
          <ul className={styles.list}>
            {items.map((item) => {
              const isExpanded = expanded.has(item.path);
              const childListId = `${panelId}-${item.path.replace(/\W/g, '')}`;
              return (
                <li key={item.path} className={styles.item}>
                  <div className={styles.row}>
                    <NavLink item={item} pathname={pathname} className={styles.link} activeClassName={styles.active} />
                    {item.children && (
                      <button
                        type="button"
                        className={clsx('site-icon-button', styles.expand)}
                        aria-expanded={isExpanded}
                        aria-controls={childListId}
                        aria-label={`${isExpanded ? 'Hide' : 'Show'} ${item.title} pages`}
                        onClick={() => toggleParent(item.path)}>
                        <ChevronDown size={20} aria-hidden="true" className={clsx(isExpanded && styles.rotated)} />
                      </button>
                    )}
                  </div>
                  {item.children && (
                    <ul id={childListId} className={styles.children} hidden={!isExpanded}>
                      {item.children.map((child) => (
                        <li key={child.path}>
                          <NavLink
                            item={child}
                            pathname={pathname}
                            className={styles.childLink}
                            activeClassName={styles.active}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <button type="button" className="button button--secondary button--block" onClick={onEmergency}>
            <Siren size={18} aria-hidden="true" /> Immediate Assistance
          </button>
          <Link to={scheduleMeetingPath} className="button button--primary button--block">
            Schedule Meeting
          </Link>
        </div>
        {search && <div className={styles.search}>{search}</div>}
      </div>
    </div>
  );
}
