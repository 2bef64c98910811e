import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ChevronDown, Siren} from 'lucide-react';
import type {NavigationItem} from '@site/src/data/navigation';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import NavLink from '@site/src/components/layout/NavLink';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';
import {scheduleMeetingLabel} from '@site/src/components/sections/sharedLabels';

interface Props {
  panelId: string;
  items: NavigationItem[];
  pathname: string;
  expanded: ReadonlySet<string>;
  onToggle: (path: string) => void;
  onEmergency: () => void;
  onEmergencyIntent?: () => void;
  search?: ReactNode;
  /** Links to this page in the other languages. */
  languages?: ReactNode;
}

/**
 * The content of the mobile menu panel: links with a toggle per parent, the two actions and the
 * search box. A chunk of its own, loaded when the menu button is first pointed at, focused or pressed.
 */
export default function MobileMenuPanel({
  panelId,
  items,
  pathname,
  expanded,
  onToggle,
  onEmergency,
  onEmergencyIntent,
  search,
  languages,
}: Props): ReactNode {
  return (
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
                      onClick={() => onToggle(item.path)}>
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
          onPointerEnter={onEmergencyIntent}
          onFocus={onEmergencyIntent}
          onClick={onEmergency}>
          <Siren size={18} aria-hidden="true" />{' '}
          <Translate id="header.emergency.button" description="Header button that opens the emergency support dialog">
            Immediate Assistance
          </Translate>
        </button>
        <Link to={scheduleMeetingPath} className={buttonClass({variant: 'primary', context: 'menu'})}>
          {scheduleMeetingLabel()}
        </Link>
      </div>
      {search && <div className={styles.search}>{search}</div>}
      {languages}
    </>
  );
}
