import {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import useSitePathname from '@site/src/hooks/useSitePathname';
import {ChevronDown} from 'lucide-react';
import {translate} from '@docusaurus/Translate';
import type {NavigationItem} from '@site/src/data/navigation';
import NavLink from '@site/src/components/layout/NavLink';
import styles from './styles.module.css';

const MENU_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** A parent link with a dropdown that opens on hover and by keyboard. */
function NavDropdown({item, pathname}: {item: NavigationItem; pathname: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const links = () => Array.from(menuRef.current?.querySelectorAll('a') ?? []);

  // Hidden links cannot take focus: the menu renders open first.
  const openAndFocus = (index: number | 'last') => {
    flushSync(() => setOpen(true));
    const all = links();
    all[index === 'last' ? all.length - 1 : index]?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 0 : 'last');
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const move = MENU_KEYS[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    } else if (move) {
      event.preventDefault();
      all[move(all.indexOf(document.activeElement as HTMLAnchorElement), all.length)]?.focus();
    }
  };

  return (
    <li
      className={clsx(styles.item, styles.hasDropdown, open && styles.open)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
        }
      }}>
      <NavLink
        item={item}
        pathname={pathname}
        className={styles.link}
        activeClassName={styles.active}
        onKeyDown={onTriggerKeyDown}
      />
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={translate(
          {
            id: 'nav.dropdown.toggle',
            message: '{title} menu',
            description:
              'Accessible name of the button that opens a section dropdown in the header; title is the section',
          },
          {title: item.title},
        )}
        onClick={() => (open ? setOpen(false) : openAndFocus(0))}
        onKeyDown={onTriggerKeyDown}>
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </button>
      {/* Arrow keys pressed on the links inside bubble up to the list. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={menuId} ref={menuRef} className={styles.menu} onKeyDown={onMenuKeyDown}>
        {item.children!.map((child) => (
          <li key={child.path}>
            <NavLink
              item={child}
              pathname={pathname}
              className={styles.menuLink}
              activeClassName={styles.menuLinkActive}
              tabIndex={open ? 0 : -1}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

export default function DesktopNav({items, inverted}: {items: NavigationItem[]; inverted: boolean}): ReactNode {
  const pathname = useSitePathname();
  return (
    <nav
      aria-label={translate({
        id: 'nav.main.ariaLabel',
        message: 'Main',
        description: 'Accessible name of the main navigation in the header',
      })}
      className={clsx(styles.nav, inverted && styles.inverted)}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.children ? (
            // Keyed by the page too: a route change closes the menu.
            <NavDropdown key={`${pathname}:${item.path}`} item={item} pathname={pathname} />
          ) : (
            <li key={item.path} className={styles.item}>
              <NavLink item={item} pathname={pathname} className={styles.link} activeClassName={styles.active} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
