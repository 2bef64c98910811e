/** Active menu links: by path segment (/about is not active on /about-us), home only on "/". */
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

/** `aria-current` of a menu link: 'page' on its own page only, so one link per menu is current. */
export function ariaCurrentFor(
  item: {path: string; children?: readonly unknown[]},
  currentPath: string,
): 'page' | undefined {
  const current = item.children?.length
    ? normalizePath(item.path) === normalizePath(currentPath)
    : isLinkActive(item.path, currentPath);
  return current ? 'page' : undefined;
}
