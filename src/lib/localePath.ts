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
 */
export function alternatePagePath(pathname: string, fromBaseUrl: string, toBaseUrl: string): string {
  const within = pathWithinLocale(pathname, fromBaseUrl);
  return within === '/' ? toBaseUrl : `${toBaseUrl.replace(/\/+$/, '')}${within}`;
}

/**
 * The language switcher's link: the same page in another locale with the visitor's place on it,
 * its query (a case-study filter, `?category=…`) and its fragment (`#schedule`).
 */
export function alternatePageHref(
  location: {pathname: string; search: string; hash: string},
  fromBaseUrl: string,
  toBaseUrl: string,
): string {
  return `${alternatePagePath(location.pathname, fromBaseUrl, toBaseUrl)}${location.search}${location.hash}`;
}
