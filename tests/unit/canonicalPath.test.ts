import {
  canonicalPagePath,
  isCleanPath,
  matchedRoutePath,
  type RouteEntry,
  type RouteMatcher,
} from '@site/src/lib/canonicalPath';
import {alternatePageHref, alternatePagePath, pathWithinLocale} from '@site/src/lib/localePath';
import {localizedRoute, siteRootDir} from '@site/plugins/lib/locale';

/**
 * Odd addresses of the security review: paths a host could normalise to a French page (duplicate
 * and encoded slashes, dot segments), whose raw form a browser reads as another host.
 */
const REVIEW_PAYLOADS = [
  '//evil.example/..%2ffr/',
  '/fr//evil.example%2f..',
  '/fr/%5c%5cevil.example',
  '/fr/.//evil.example/',
];

/**
 * react-router 5's `matchPath` for the static paths of a Docusaurus build, with its defaults (the
 * site passes the real one): any case, an optional trailing slash, and for a route that is not
 * exact, any path below it.
 */
const matches: RouteMatcher = (pathname, route) => {
  const path = (route.path as string).replace(/\/$/, '').toLowerCase();
  const address = pathname.toLowerCase();
  const bare = address.replace(/\/$/, '');
  return route.exact ? bare === path : bare === path || address.startsWith(`${path}/`);
};

/** The shape of a Docusaurus route table: flat pages, nested blog and docs routes, the catch-all last. */
const routes: RouteEntry[] = [
  {path: '/fr/', exact: true},
  {path: '/fr/about', exact: true},
  {path: '/fr/contact', exact: true},
  {
    path: '/fr/case-studies',
    exact: false,
    routes: [
      {
        path: '/fr/case-studies',
        exact: false,
        routes: [{path: '/fr/case-studies/cuaet-emergency-support', exact: true}],
      },
    ],
  },
  {path: '/fr/services/managed-it-services', exact: true},
  {path: '*'},
];

describe('the page path a link to "here" starts from', () => {
  it('is the matched route, whatever the case or trailing slash of the address', () => {
    expect(matchedRoutePath('/fr/contact/', routes, matches)).toBe('/fr/contact');
    expect(matchedRoutePath('/fr/Case-Studies/CUAET-Emergency-Support', routes, matches)).toBe(
      '/fr/case-studies/cuaet-emergency-support',
    );
  });

  it('on the not-found page is the address when clean, else the language home', () => {
    expect(canonicalPagePath('/fr/page-inexistante', routes, matches, '/fr/')).toBe('/fr/page-inexistante');
    for (const payload of REVIEW_PAYLOADS) {
      const path = canonicalPagePath(payload, routes, matches, '/fr/');
      expect(isCleanPath(path)).toBe(true);
      expect(new URL(path, 'https://www.northbeam.example/').origin).toBe('https://www.northbeam.example');
    }
    expect(canonicalPagePath('//evil.example/..%2ffr/', routes, matches, '/fr/')).toBe('/fr/');
  });

  it('is clean only with single slashes, no backslash, no encoded slash and no dot segment', () => {
    for (const clean of ['/', '/fr/', '/.well-known/security.txt', '/a%20b']) {
      expect([clean, isCleanPath(clean)]).toEqual([clean, true]);
    }
    for (const dirty of ['/\\evil.example', '/fr//about', '/a%2Fb', '/a%5cb', '/a/%2e%2e/b', '/a/.', 'about']) {
      expect([dirty, isCleanPath(dirty)]).toEqual([dirty, false]);
    }
  });
});

describe('a visitor switching language', () => {
  it('lands on the same page in the other language, from either home with or without its slash', () => {
    expect(pathWithinLocale('/french-page', '/fr/')).toBe('/french-page');
    expect(alternatePagePath('/fr/about', '/fr/', '/')).toBe('/about');
    expect(alternatePagePath('/', '/', '/fr/')).toBe('/fr/');
    // Some hosts serve the French home as /fr: never a protocol-relative //fr.
    expect(alternatePagePath('/fr', '/fr/', '/')).toBe('/');
  });

  it('keeps the query and the fragment', () => {
    const location = {pathname: '/case-studies', search: '?category=cloud', hash: '#top'};
    expect(alternatePageHref(location, '/', '/fr/')).toBe('/fr/case-studies?category=cloud#top');
  });

  it('never leaves the site: the other home for any path a browser reads as another host', () => {
    for (const payload of REVIEW_PAYLOADS) {
      for (const [from, to] of [
        ['/fr/', '/'],
        ['/', '/fr/'],
      ] as const) {
        const href = alternatePageHref({pathname: payload, search: '?q=1', hash: '#x'}, from, to);
        expect([payload, new URL(href, 'https://www.northbeam.example/fr/').origin]).toEqual([
          payload,
          'https://www.northbeam.example',
        ]);
      }
    }
    expect(alternatePagePath('//evil.example/..%2ffr/', '/fr/', '/')).toBe('/');
  });

  it('drops a query or fragment that does not start as one', () => {
    expect(alternatePageHref({pathname: '/fr/contact', search: '//evil.example', hash: ''}, '/fr/', '/')).toBe(
      '/contact',
    );
  });
});

describe('the French build', () => {
  it('puts a site path under its base URL and finds the build root from its folder', () => {
    expect(localizedRoute({baseUrl: '/fr/'}, '/')).toBe('/fr/');
    expect(siteRootDir('/srv/build/fr', '/fr/')).toBe('/srv/build');
    expect(siteRootDir('/srv/build', '/')).toBe('/srv/build');
  });
});
