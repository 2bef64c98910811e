/**
 * The rules of the local production server (scripts/serve.mjs), as pure functions: how a request
 * path becomes a redirect, a file or a not-found page. The server reads the rules themselves from
 * the host files the build writes (`_redirects`, `_headers`), so it answers as a static host that
 * reads them does (Cloudflare Pages: rules apply top to bottom before files, an unknown path gets
 * the nearest 404.html up the path's folders), and it adds the clean-URL redirects that deploy/nginx/northbeam.conf makes.
 */

/**
 * @typedef {{from: string, to: string, status: number}} RedirectRule A `_redirects` line, as
 *   @netlify/redirect-parser reads it.
 * @typedef {{for: string, values: Record<string, string>}} HeaderRule A `_headers` block, as
 *   @netlify/headers-parser reads it.
 * @typedef {{kind: 'redirect', status: number, location: string}
 *   | {kind: 'file', file: string, status: number}
 *   | {kind: 'not-found', notFoundPage: string}} Answer
 */

/**
 * A `_redirects` or `_headers` path pattern as a regular expression: `*` at the end matches the
 * rest of the path (the `:splat`), `:name` one segment. Matching ignores case, as nginx's section
 * fallbacks and Netlify do.
 *
 * @param {string} pattern
 * @returns {RegExp}
 */
export function patternRegExp(pattern) {
  const source = pattern
    .split('/')
    .map((segment, index, segments) => {
      if (segment === '*' && index === segments.length - 1) {
        return '(?<splat>.*)';
      }
      if (segment.startsWith(':')) {
        return `(?<${segment.slice(1)}>[^/]+)`;
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`, 'i');
}

/**
 * The first `_redirects` rule that matches a path, with its target filled in (`:splat` and
 * `:name` placeholders), or undefined.
 *
 * @param {readonly RedirectRule[]} rules
 * @param {string} pathname
 * @returns {{to: string, status: number} | undefined}
 */
export function matchRedirect(rules, pathname) {
  for (const rule of rules) {
    const match = patternRegExp(rule.from).exec(pathname);
    if (match) {
      const to = rule.to.replace(/:([a-z]+)/gi, (placeholder, name) => match.groups?.[name] ?? placeholder);
      return {to, status: rule.status};
    }
  }
  return undefined;
}

/**
 * The values of every `_headers` block whose path matches, later blocks overriding earlier ones.
 *
 * @param {readonly HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  return Object.assign(
    {},
    ...rules.filter((rule) => patternRegExp(rule.for).test(pathname)).map((rule) => rule.values),
  );
}

/**
 * Whether a path is a Location that stays on this site: a browser reads `//host` and `/\\host`
 * as another site.
 *
 * @param {string} location
 * @returns {boolean}
 */
function staysOnSite(location) {
  return /^\/([^/\\]|$)/.test(location);
}

/**
 * A request path, as sent (before any decoding), that is not in the one form the site serves:
 * a duplicate slash, an encoded slash or backslash (`%2f`, `%5c`), a backslash, or a `.` or `..`
 * segment (also encoded, `%2e`). Hosts that normalise such paths serve a page at an address a
 * browser reads as another site (`//evil.example/..%2ffr/`), so every host answers them with its
 * not-found page. The pattern is read case-insensitively; the post-build pass writes the same
 * pattern into the nginx includes (scripts/postbuild/hosting.ts), so both hosts agree.
 */
export const NON_CANONICAL_PATH_PATTERN = String.raw`^[^?]*(?://|%2f|%5c|\x5c|/(?:\.|%2e){1,2}(?:/|\?|$))`;

/**
 * @param {string} rawPath the path as sent, query allowed
 * @returns {boolean}
 */
export function isNonCanonicalPath(rawPath) {
  return new RegExp(NON_CANONICAL_PATH_PATTERN, 'i').test(rawPath);
}

/**
 * The page a path names in another case (`/About`, `/FR/Contact/`), as the canonical path the
 * build serves it at, or undefined. `pages` maps each page's lower-case route to its canonical
 * path (`/fr` → `/fr/`); a trailing slash, `.html` or `/index.html` go too, as the clean-URL
 * redirects do. Only a path with an upper-case letter moves: a lower-case one is a page or not.
 *
 * @param {string} pathname the decoded path
 * @param {ReadonlyMap<string, string>} pages
 * @returns {string | undefined}
 */
export function pageInOtherCase(pathname, pages) {
  if (!/[A-Z]/.test(pathname)) {
    return undefined;
  }
  const bare = pathname.replace(/(?:\/index\.html|\.html|\/)$/i, '') || '/';
  const canonical = pages.get(bare.toLowerCase());
  return canonical !== undefined && canonical !== pathname ? canonical : undefined;
}

/**
 * The clean-URL redirect deploy/nginx/northbeam.conf makes (301, query kept), or undefined: a
 * trailing slash goes (except on a language's home, `/fr/`), `index.html` and `.html` go, and a
 * language's bare base path (`/fr`) gains its slash.
 *
 * @param {string} pathname the decoded path
 * @param {string} search the query with its `?`, or ''
 * @param {readonly string[]} localeHomes the homes of the other languages, e.g. ['/fr/']
 * @returns {string | undefined}
 */
export function canonicalLocation(pathname, search, localeHomes) {
  if (localeHomes.includes(`${pathname}/`)) {
    return `${pathname}/${search}`;
  }
  if (pathname.length > 1 && pathname.endsWith('/') && !localeHomes.includes(pathname)) {
    const trimmed = pathname.replace(/\/+$/, '');
    return staysOnSite(trimmed) ? `${trimmed}${search}` : undefined;
  }
  const index = /^(\/(?:[^/]+\/)*)index\.html$/.exec(pathname);
  if (index) {
    return `${index[1]}${search}`;
  }
  const html = /^(\/.+)\.html$/.exec(pathname);
  if (html && staysOnSite(html[1])) {
    return `${html[1]}${search}`;
  }
  return undefined;
}

/**
 * The files a clean path may be served from, in nginx's `try_files` order.
 *
 * @param {string} pathname
 * @returns {string[]}
 */
export function fileCandidates(pathname) {
  return pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
}

/**
 * The not-found page of the language a path belongs to: the longest base path with a 404.html.
 *
 * @param {string} pathname
 * @param {readonly string[]} localeHomes the homes of the other languages, e.g. ['/fr/']
 * @returns {string}
 */
export function notFoundPage(pathname, localeHomes) {
  const home = [...localeHomes]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => pathname.toLowerCase().startsWith(candidate.toLowerCase()));
  return `${home ?? '/'}404.html`;
}

/**
 * The not-found page of a path as Cloudflare Pages finds it: the nearest 404.html up the path's
 * folders (a section's own, `/blog/404.html`, before its language's; folder names match in their
 * case, as files do), or the language's not-found page when no folder has one.
 *
 * @param {string} pathname
 * @param {(path: string) => boolean} isFile
 * @param {readonly string[]} localeHomes
 * @returns {string}
 */
export function nearestNotFoundPage(pathname, isFile, localeHomes) {
  const folders = pathname.split('/').slice(1, -1);
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const candidate = `/${folders.slice(0, depth).join('/')}/404.html`;
    if (isFile(candidate)) {
      return candidate;
    }
  }
  return notFoundPage(pathname, localeHomes);
}

/**
 * What the host answers for a decoded path: a redirect, a file (with its status) or the
 * not-found page of its language.
 *
 * @param {{pathname: string, search: string, redirects: readonly RedirectRule[],
 *   localeHomes: readonly string[], isFile: (path: string) => boolean,
 *   pages?: ReadonlyMap<string, string>}} request `pages`: see pageInOtherCase
 * @returns {Answer}
 */
export function answer({pathname, search, redirects, localeHomes, isFile, pages = new Map()}) {
  const notFound = () => ({
    kind: /** @type {const} */ ('not-found'),
    notFoundPage: nearestNotFoundPage(pathname, isFile, localeHomes),
  });
  // A page named in another case moves to its one address first, in one step (`/About/` too).
  const otherCase = pageInOtherCase(pathname, pages);
  if (otherCase !== undefined) {
    return {kind: 'redirect', status: 301, location: `${otherCase}${search}`};
  }
  const canonical = canonicalLocation(pathname, search, localeHomes);
  if (canonical !== undefined) {
    return {kind: 'redirect', status: 301, location: canonical};
  }
  // Host files and the not-found pages themselves are never served as pages.
  if (/^\/_(headers|redirects|nginx)(\/|$)/.test(pathname) || /(^|\/)404$/.test(pathname)) {
    return notFound();
  }
  const rule = matchRedirect(redirects, pathname);
  if (rule && rule.status >= 300 && rule.status < 400) {
    return {kind: 'redirect', status: rule.status, location: rule.to.includes('?') ? rule.to : `${rule.to}${search}`};
  }
  // A 404 rule (Netlify's form of the per-language not-found page) yields to an existing file.
  const page = fileCandidates(pathname).find(isFile);
  if (rule?.status === 404) {
    return page === undefined ? {kind: 'file', file: rule.to, status: 404} : {kind: 'file', file: page, status: 200};
  }
  const file = rule ? fileCandidates(rule.to).find(isFile) : page;
  return file === undefined ? notFound() : {kind: 'file', file, status: 200};
}
