/** The one address of each page: links built from "here" start from the matched route, not the typed address. */

/** A route of the route table, as Docusaurus writes it: nested for the blog and docs. */
export interface RouteEntry {
  path?: string | readonly string[];
  exact?: boolean;
  routes?: readonly RouteEntry[];
}

/** Whether a route matches an address: the router's own rule (react-router's `matchPath`). */
export type RouteMatcher = (pathname: string, route: RouteEntry) => boolean;

/** The path of the deepest route matching the address, or null when only the not-found catch-all does. */
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

/** True for a path a browser cannot read as another site (`//host`, `/\host`, encoded slashes, dot segments). */
export function isCleanPath(pathname: string): boolean {
  return (
    pathname.startsWith('/') &&
    !/\/\/|\\|%2f|%5c/i.test(pathname) &&
    !pathname.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))
  );
}

/** The page's own address: the matched route, else the address when clean, else the language's home. */
export function canonicalPagePath(
  pathname: string,
  routes: readonly RouteEntry[],
  matches: RouteMatcher,
  baseUrl: string,
): string {
  return matchedRoutePath(pathname, routes, matches) ?? (isCleanPath(pathname) ? pathname : baseUrl);
}
