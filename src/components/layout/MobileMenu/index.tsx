import {Suspense, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useSitePathname from '@site/src/hooks/useSitePathname';
import {Menu, X} from 'lucide-react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {NavigationItem} from '@site/src/data/navigation';
import {lazyWithPreload} from '@site/src/lib/preloadable';
import Tooltip from '@site/src/components/ui/Tooltip';
import {lockScroll} from '@site/src/lib/scrollLock';
import styles from './styles.module.css';
import {DESKTOP_QUERY} from '@site/src/lib/breakpoints';

interface Props {
  items: NavigationItem[];
  inverted: boolean;
  onEmergency: () => void;
  /** Called when the panel's emergency button is pointed at or focused (preloads the dialog). */
  onEmergencyIntent?: () => void;
  search?: ReactNode;
  /** Links to this page in the other languages. */
  languages?: ReactNode;
}

// The panel's content is hidden until the menu opens: its code loads on the first intent to open.
const MobileMenuPanel = lazyWithPreload(() => import('./Panel'));

/** The footer's list of the site's pages: where the menu control leads until scripts run. */
const PAGES_WITHOUT_SCRIPTS = '#footer-pages';
/** Regions made inert while the panel covers the page. */
const PAGE_REGIONS = '.main-wrapper, footer';

/**
 * The tablet and phone menu: a full-height top panel with a toggle per parent.
 * Closes on route change and when the layout becomes desktop; locks body scroll while open.
 */
export default function MobileMenu({
  items,
  inverted,
  onEmergency,
  onEmergencyIntent,
  search,
  languages,
}: Props): ReactNode {
  const pathname = useSitePathname();
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  // The panel content mounts on the first opening and stays, so reopening is instant.
  const [mounted, setMounted] = useState(false);
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

  const buttonLabel = open
    ? translate({
        id: 'menu.button.close',
        message: 'Close menu',
        description: 'Label of the button that closes the menu panel',
      })
    : translate({
        id: 'menu.button.open',
        message: 'Open menu',
        description: 'Label of the button that opens the menu panel',
      });

  const pagesLabel = translate({
    id: 'menu.link.pages',
    message: 'Menu: the pages of the site',
    description: 'Label of the menu control before scripts run: a link to the list of pages in the footer',
  });

  return (
    <div className={styles.mobile}>
      {isBrowser ? (
        <Tooltip label={buttonLabel}>
          <button
            ref={buttonRef}
            type="button"
            className={clsx('site-icon-button', styles.menuButton, inverted && !open && styles.inverted)}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={buttonLabel}
            onPointerEnter={MobileMenuPanel.preload}
            onFocus={MobileMenuPanel.preload}
            onClick={() => {
              setMounted(true);
              setOpen((value) => !value);
            }}>
            {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
          </button>
        </Tooltip>
      ) : (
        // Prerendered, and without JavaScript: the same control, a link to the footer's pages.
        <Tooltip label={pagesLabel}>
          <Link
            to={PAGES_WITHOUT_SCRIPTS}
            className={clsx('site-icon-button', styles.menuButton, inverted && styles.inverted)}
            aria-label={pagesLabel}>
            <Menu size={24} aria-hidden="true" />
          </Link>
        </Tooltip>
      )}
      <div id={panelId} className={clsx(styles.panel, open && styles.panelOpen)} hidden={!open}>
        {mounted && (
          <Suspense fallback={null}>
            <MobileMenuPanel
              panelId={panelId}
              items={items}
              pathname={pathname}
              expanded={expanded}
              onToggle={toggleParent}
              onEmergency={onEmergency}
              onEmergencyIntent={onEmergencyIntent}
              search={search}
              languages={languages}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
