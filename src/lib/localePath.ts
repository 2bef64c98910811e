import {isCleanPath} from './canonicalPath';

/** Paths within a locale (English at /, French under /fr/): compare the current address without the base. */

/** `/fr/about` → `/about` and `/fr/` → `/` for the base URL `/fr/`; other paths unchanged. */
export function pathWithinLocale(pathname: string, baseUrl: string): string {
  const prefix = baseUrl.replace(/\/+$/, '');
  if (prefix === '' || !(pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    return pathname;
  }
  return pathname.slice(prefix.length) || '/';
}

/** The same page in the other locale; an unclean path gives the other home, never another site. */
export function alternatePagePath(pathname: string, fromBaseUrl: string, toBaseUrl: string): string {
  const within = pathWithinLocale(pathname, fromBaseUrl);
  if (within === '/' || !isCleanPath(within)) {
    return toBaseUrl;
  }
  return `${toBaseUrl.replace(/\/+$/, '')}${within}`;
}

/** The language switcher's link: the same page in another locale, keeping query and hash. */
export function alternatePageHref(
  location: {pathname: string; search: string; hash: string},
  fromBaseUrl: string,
  toBaseUrl: string,
): string {
  const search = location.search === '' || location.search.startsWith('?') ? location.search : '';
  const hash = location.hash === '' || location.hash.startsWith('#') ? location.hash : '';
  return `${alternatePagePath(location.pathname, fromBaseUrl, toBaseUrl)}${search}${hash}`;
}
