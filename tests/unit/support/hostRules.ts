/**
 * Test helpers shared by the unit tests of the host files and the production-host suite: an
 * evaluator of `_redirects` rules as Netlify and Cloudflare Pages apply them, the requests an
 * attacker sends to turn a redirect into an off-site one, and the check that a Location stays on
 * the site.
 */

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** The rules of a `_redirects` file, in order (comments and blank lines skipped). */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      if (!from || !to) {
        throw new Error(`Malformed _redirects line: ${line}`);
      }
      // `301!` is Netlify's forced rule (applied even where a file answers the path).
      return {from, to, status: Number((status ?? '301').replace(/!$/, ''))};
    });
}

/**
 * The first rule that matches `pathname` (query left out, as the hosts match paths), with its
 * target filled in: `*` at the end matches the rest of the path (`:splat` in the target), and
 * `:name` matches one segment. Hosts decode nothing before matching a literal rule.
 */
export function evaluateRedirects(
  rules: readonly RedirectRule[],
  pathname: string,
): {status: number; location: string} | undefined {
  const path = pathname.split('?')[0]!;
  for (const rule of rules) {
    const names: string[] = [];
    const pattern = rule.from
      .split('/')
      .map((segment, index, all) => {
        if (segment === '*' && index === all.length - 1) {
          names.push('splat');
          return '(.*)';
        }
        if (segment.startsWith(':')) {
          names.push(segment.slice(1));
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (match) {
      let location = rule.to;
      names.forEach((name, index) => {
        location = location.split(`:${name}`).join(match[index + 1] ?? '');
      });
      return {status: rule.status, location};
    }
  }
  return undefined;
}

/** True when a browser that gets `location` on `requestUrl` stays on the same origin. */
export function staysOnSite(location: string, requestUrl: string): boolean {
  return new URL(location, requestUrl).origin === new URL(requestUrl).origin;
}

/** The beginnings that make a browser read a path as another host. */
export const HOSTILE_PREFIXES = [
  '//evil.example',
  '/\\evil.example',
  '///evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/.//evil.example',
];

/** What follows them: every rule that redirects (trailing slash, index.html, .html, sections). */
export const HOSTILE_SUFFIXES = [
  '',
  '/',
  '/index.html',
  '/about.html',
  '.html',
  '/index.html?x=1',
  '/about/',
  '/blog/no-such-post',
  '/case-studies/no-such-study',
  '/services/it-consulting',
];

export const HOSTILE_PATHS = HOSTILE_PREFIXES.flatMap((prefix) =>
  HOSTILE_SUFFIXES.map((suffix) => `${prefix}${suffix}`),
);

/**
 * The odd addresses of the 2026-11-25 security review: paths a host normalises to a French page
 * (duplicate and encoded slashes, dot segments), whose raw form a browser reads as another host.
 */
export const REVIEW_PAYLOADS = [
  '//evil.example/..%2ffr/',
  '//evil.example/..%2Ffr/contact',
  '/fr//evil.example/..%2f',
  '/fr//evil.example%2f..',
  '//fr/',
  '///fr///about',
  '/fr/%5c%5cevil.example',
  '/fr/.//evil.example/',
];
