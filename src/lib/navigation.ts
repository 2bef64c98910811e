/**
 * Active-link rules of the menu: a link is active when the current path starts with
 * its path, the home link only on exactly "/", a parent when it or any child is active.
 * "Starts with" is taken per path segment, so /about does not light up on /about-us.
 */
import type {NavigationItem} from '../data/navigation';

export function normalizePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isLinkActive(linkPath: string, currentPath: string): boolean {
  const link = normalizePath(linkPath);
  const current = normalizePath(currentPath);
  if (link === '/') {
    return current === '/';
  }
  return current === link || current.startsWith(`${link}/`);
}

export function isItemActive(item: NavigationItem, currentPath: string): boolean {
  return (
    isLinkActive(item.path, currentPath) || (item.children ?? []).some((child) => isItemActive(child, currentPath))
  );
}

/**
 * `aria-current` of a menu link, the same in the desktop and mobile menus: 'page' when the link
 * leads to the page on show. A parent with a submenu is current only on its own page; on a child's
 * page the child link carries it, so one link per menu says "current page".
 */
export function ariaCurrentFor(
  item: {path: string; children?: readonly unknown[]},
  currentPath: string,
): 'page' | undefined {
  const current = item.children?.length
    ? normalizePath(item.path) === normalizePath(currentPath)
    : isLinkActive(item.path, currentPath);
  return current ? 'page' : undefined;
}
