import {isCleanPath} from './canonicalPath';

/**
 * Paths within a locale. English pages live at the root and French pages under /fr/; site data
 * (navigation, service links) names pages by their English path, and `Link` adds the locale's
 * base URL. Code that compares the current address with those paths first takes the base off.
 */

/** `/fr/about` → `/about` and `/fr/` → `/` for the base URL `/fr/`; other paths unchanged. */
export function pathWithinLocale(pathname: string, baseUrl: string): string {
  const prefix = baseUrl.replace(/\/+$/, '');
  if (prefix === '' || !(pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    return pathname;
  }
  return pathname.slice(prefix.length) || '/';
}

/**
 * The same page in another locale: `/fr/about` → `/about`, `/about` → `/fr/about`, and either
 * home (`/fr`, `/fr/`, `/`) → the other home. Works from the path alone, with or without a
 * trailing slash, so a host that serves `/fr` for `/fr/` never yields a protocol-relative `//fr`.
 * A path that is not clean (`//evil.example/..%2ffr/`, which a browser reads as another site)
 * gives the other home: the result is always a path on this site.
 */
export function alternatePagePath(pathname: string, fromBaseUrl: string, toBaseUrl: string): string {
  const within = pathWithinLocale(pathname, fromBaseUrl);
  if (within === '/' || !isCleanPath(within)) {
    return toBaseUrl;
  }
  return `${toBaseUrl.replace(/\/+$/, '')}${within}`;
}

/**
 * The language switcher's link: the same page in another locale with the visitor's place on it,
 * its query (a case-study filter, `?category=…`) and its fragment (`#schedule`). `pathname` is
 * the page's canonical path (useCanonicalPathname), not the address as typed.
 */
export function alternatePageHref(
  location: {pathname: string; search: string; hash: string},
  fromBaseUrl: string,
  toBaseUrl: string,
): string {
  const search = location.search === '' || location.search.startsWith('?') ? location.search : '';
  const hash = location.hash === '' || location.hash.startsWith('#') ? location.hash : '';
  return `${alternatePagePath(location.pathname, fromBaseUrl, toBaseUrl)}${search}${hash}`;
}
