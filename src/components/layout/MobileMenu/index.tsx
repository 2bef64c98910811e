import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ChevronDown, Menu, Siren, X} from 'lucide-react';
import useSitePathname from '@site/src/hooks/useSitePathname';
import {scheduleMeetingPath, type NavigationItem} from '@site/src/data/navigation';
import NavLink from '@site/src/components/layout/NavLink';
import {scheduleMeetingLabel} from '@site/src/components/sections/sharedLabels';
import {buttonClass} from '@site/src/components/ui/Button';
import Tooltip from '@site/src/components/ui/Tooltip';
import {DESKTOP_QUERY} from '@site/src/lib/breakpoints';
import styles from './styles.module.css';

interface Props {
  items: NavigationItem[];
  inverted: boolean;
  onEmergency: () => void;
  search: ReactNode;
  languages: ReactNode;
}

const PAGE_REGIONS = '.main-wrapper, footer';

/** The tablet and phone menu: a full-height top panel. */
export default function MobileMenu({items, inverted, onEmergency, search, languages}: Props): ReactNode {
  const pathname = useSitePathname();
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

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
      regions.forEach((region) => region.removeAttribute('inert'));
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

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
            onClick={() => setOpen((value) => !value)}>
            {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
          </button>
        </Tooltip>
      ) : (
        // Prerendered, and without JavaScript: the same control, a link to the footer's list of pages.
        <Tooltip label={pagesLabel}>
          <Link
            to="#footer-pages"
            className={clsx('site-icon-button', styles.menuButton, inverted && styles.inverted)}
            aria-label={pagesLabel}>
            <Menu size={24} aria-hidden="true" />
          </Link>
        </Tooltip>
      )}
      <div
        id={panelId}
        className={clsx(styles.panel, open && styles.panelOpen)}
        hidden={!open}
        data-scroll-lock={open || undefined}>
        {open && (
          <>
            <nav
              aria-label={translate({
                id: 'menu.nav.ariaLabel',
                message: 'Mobile',
                description: 'Accessible name of the navigation in the phone and tablet menu panel',
              })}
              className={styles.nav}>
              <ul className={styles.list}>
                {items.map((item) => {
                  const isExpanded = expanded.includes(item.path);
                  const childListId = `${panelId}-${item.path.replace(/\W/g, '')}`;
                  return (
                    <li key={item.path} className={styles.item}>
                      <div className={styles.row}>
                        <NavLink
                          item={item}
                          pathname={pathname}
                          className={styles.link}
                          activeClassName={styles.active}
                        />
                        {item.children && (
                          <button
                            type="button"
                            className={clsx('site-icon-button', styles.expand)}
                            aria-expanded={isExpanded}
                            aria-controls={childListId}
                            aria-label={
                              isExpanded
                                ? translate(
                                    {
                                      id: 'menu.children.hide',
                                      message: 'Hide {title} pages',
                                      description:
                                        'Menu panel button that hides the pages under a section; title is the section',
                                    },
                                    {title: item.title},
                                  )
                                : translate(
                                    {
                                      id: 'menu.children.show',
                                      message: 'Show {title} pages',
                                      description:
                                        'Menu panel button that shows the pages under a section; title is the section',
                                    },
                                    {title: item.title},
                                  )
                            }
                            onClick={() =>
                              setExpanded((paths) =>
                                isExpanded ? paths.filter((path) => path !== item.path) : [...paths, item.path],
                              )
                            }>
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
              <button
                type="button"
                className={buttonClass({variant: 'secondary', context: 'menu'})}
                onClick={onEmergency}>
                <Siren size={18} aria-hidden="true" />{' '}
                <Translate
                  id="header.emergency.button"
                  description="Header button that opens the emergency support dialog">
                  Immediate Assistance
                </Translate>
              </button>
              <Link to={scheduleMeetingPath} className={buttonClass({variant: 'primary', context: 'menu'})}>
                {scheduleMeetingLabel()}
              </Link>
            </div>
            <div className={styles.search}>{search}</div>
            {languages}
          </>
        )}
      </div>
    </div>
  );
}
