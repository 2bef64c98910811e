import {
  answer,
  canonicalLocation,
  headersFor,
  matchRedirect,
  nearestNotFoundPage,
  notFoundPage,
} from '@site/scripts/lib/staticHost.mjs';

const LOCALE_HOMES = ['/fr/'];
const REDIRECTS = [
  {from: '/services/it-consulting', to: '/services/it-consulting-vcio', status: 301},
  {from: '/blog/rss.xml', to: '/blog/rss.xml', status: 200},
  {from: '/blog/*', to: '/blog', status: 302},
  {from: '/fr/blog/*', to: '/fr/blog', status: 302},
];
const FILES = new Set([
  '/index.html',
  '/about.html',
  '/blog.html',
  '/blog/rss.xml',
  '/fr/index.html',
  '/fr/about.html',
  '/fr/blog.html',
  '/404.html',
  '/fr/404.html',
  '/_redirects',
]);
const serve = (pathname: string, search = '') =>
  answer({pathname, search, redirects: REDIRECTS, localeHomes: LOCALE_HOMES, isFile: (file) => FILES.has(file)});

describe('the local production server', () => {
  test('answers an unknown path with the not-found page of its language', () => {
    expect(serve('/fr/no-such-page')).toEqual({kind: 'not-found', notFoundPage: '/fr/404.html'});
    expect(serve('/no-such-page')).toEqual({kind: 'not-found', notFoundPage: '/404.html'});
    expect(serve('/fr/404')).toEqual({kind: 'not-found', notFoundPage: '/fr/404.html'});
    expect(serve('/_redirects')).toEqual({kind: 'not-found', notFoundPage: '/404.html'});
    expect(notFoundPage('/french/page', LOCALE_HOMES)).toBe('/404.html');
  });

  test('answers an unknown path with the nearest 404.html up its folders, as Cloudflare Pages does', () => {
    const files = new Set([...FILES, '/case-studies/404.html', '/fr/case-studies/404.html']);
    const isFile = (file: string) => files.has(file);
    const serveCloudflare = (pathname: string) =>
      answer({pathname, search: '', redirects: [], localeHomes: LOCALE_HOMES, isFile});
    expect(serveCloudflare('/case-studies/no-such-study')).toEqual({
      kind: 'not-found',
      notFoundPage: '/case-studies/404.html',
    });
    expect(serveCloudflare('/fr/case-studies/a/b')).toEqual({
      kind: 'not-found',
      notFoundPage: '/fr/case-studies/404.html',
    });
    // Folders match in their case: the language's page, whose script moves on to the list.
    expect(serveCloudflare('/Case-Studies/No-Such-Study')).toEqual({kind: 'not-found', notFoundPage: '/404.html'});
    // The section's own page is not a page at /case-studies/404 either.
    expect(serveCloudflare('/case-studies/404')).toEqual({kind: 'not-found', notFoundPage: '/case-studies/404.html'});
    expect(nearestNotFoundPage('/fr/contact-us', isFile, LOCALE_HOMES)).toBe('/fr/404.html');
    expect(nearestNotFoundPage('/blog/no-such-post', isFile, LOCALE_HOMES)).toBe('/404.html');
  });

  test('applies the redirect rules in order, keeping the query', () => {
    expect(serve('/fr/blog/no-such-post')).toEqual({kind: 'redirect', status: 302, location: '/fr/blog'});
    expect(serve('/Blog/No-Such-Post')).toEqual({kind: 'redirect', status: 302, location: '/blog'});
    expect(serve('/services/it-consulting', '?ref=mail')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/services/it-consulting-vcio?ref=mail',
    });
    expect(serve('/blog/rss.xml')).toEqual({kind: 'file', file: '/blog/rss.xml', status: 200});
    expect(matchRedirect([{from: '/old/:slug/*', to: '/new/:slug/:splat', status: 301}], '/old/a/b/c')).toEqual({
      to: '/new/a/b/c',
      status: 301,
    });
  });

  test('serves pages under their clean URL and redirects the other forms there', () => {
    expect(serve('/fr/about')).toEqual({kind: 'file', file: '/fr/about.html', status: 200});
    expect(serve('/fr/')).toEqual({kind: 'file', file: '/fr/index.html', status: 200});
    expect(serve('/fr')).toEqual({kind: 'redirect', status: 301, location: '/fr/'});
    expect(serve('/about/', '?a=1')).toEqual({kind: 'redirect', status: 301, location: '/about?a=1'});
    expect(serve('/about.html')).toEqual({kind: 'redirect', status: 301, location: '/about'});
    expect(serve('/fr/index.html')).toEqual({kind: 'redirect', status: 301, location: '/fr/'});
  });

  test('never redirects off the site', () => {
    for (const pathname of ['//evil.example/', '/\\evil.example/', '//evil.example.html', '/\\evil.html']) {
      expect(canonicalLocation(pathname, '', LOCALE_HOMES)).toBeUndefined();
    }
  });

  test('a Netlify 404 rule yields to an existing page', () => {
    const netlify = [{from: '/fr/*', to: '/fr/404.html', status: 404}];
    const serveNetlify = (pathname: string) =>
      answer({pathname, search: '', redirects: netlify, localeHomes: LOCALE_HOMES, isFile: (file) => FILES.has(file)});
    expect(serveNetlify('/fr/about')).toEqual({kind: 'file', file: '/fr/about.html', status: 200});
    expect(serveNetlify('/fr/nothing')).toEqual({kind: 'file', file: '/fr/404.html', status: 404});
  });

  test('merges the header rules that match a path', () => {
    const rules: {for: string; values: Record<string, string>}[] = [
      {for: '/*', values: {'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache'}},
      {for: '/assets/*', values: {'Cache-Control': 'immutable'}},
    ];
    expect(headersFor(rules, '/assets/js/main.js')).toEqual({'X-Frame-Options': 'DENY', 'Cache-Control': 'immutable'});
    expect(headersFor(rules, '/about')).toEqual({'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache'});
  });
});
