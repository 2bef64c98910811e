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
