/**
 * The one address of each page. The router matches addresses loosely (any case, a trailing
 * slash), and a host may serve a page at an odd address (`//fr/`, `/About`), so every link the
 * site builds from "here" (canonical, og:url, hreflang, the language switcher, Copy Link, the
 * active menu item) starts from the route the address matched, never from the address itself.
 */

/** A route of the route table, as Docusaurus writes it: nested for the blog and docs. */
export interface RouteEntry {
  path?: string | readonly string[];
  exact?: boolean;
  routes?: readonly RouteEntry[];
}

/** Whether a route matches an address: the router's own rule (react-router's `matchPath`). */
export type RouteMatcher = (pathname: string, route: RouteEntry) => boolean;

/**
 * The path of the deepest route that matches the address (`/about` for `/About`), or null when
 * only the catch-all `*` (the not-found page) does.
 */
export function matchedRoutePath(
  pathname: string,
  routes: readonly RouteEntry[],
  matches: RouteMatcher,
): string | null {
  for (const route of routes) {
    if (typeof route.path === 'string' && route.path !== '*' && matches(pathname, route)) {
      const child = route.routes ? matchedRoutePath(pathname, route.routes, matches) : null;
      if (child !== null || route.exact || !route.routes) {
        return child ?? route.path;
      }
    }
  }
  return null;
}

/**
 * True for an address in the form the site writes its own: single slashes, no backslash, no
 * encoded slash or backslash, no `.` or `..` segment. A browser reads `//host/…` and `/\host/…`
 * as another site, so only such a path may be copied into a link.
 */
export function isCleanPath(pathname: string): boolean {
  return (
    pathname.startsWith('/') &&
    !/\/\/|\\|%2f|%5c/i.test(pathname) &&
    !pathname.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))
  );
}

/**
 * The page's own address: the matched route's path; for an unknown address (the not-found
 * page), the address itself when it is clean, else the language's home (`baseUrl`).
 */
export function canonicalPagePath(
  pathname: string,
  routes: readonly RouteEntry[],
  matches: RouteMatcher,
  baseUrl: string,
): string {
  return matchedRoutePath(pathname, routes, matches) ?? (isCleanPath(pathname) ? pathname : baseUrl);
}
