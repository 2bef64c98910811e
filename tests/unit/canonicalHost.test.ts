import {answer, isNonCanonicalPath, pageInOtherCase} from '@site/scripts/lib/staticHost.mjs';
import {canonicalPages, renderNginxCanonicalMaps, renderNginxCanonicalRules} from '@site/scripts/postbuild/hosting';
import {HOSTILE_PATHS, REVIEW_PAYLOADS} from './support/hostRules';

const pages = canonicalPages(
  ['/', '/about', '/contact', '/services/managed-it-services', '/fr', '/fr/about', '/fr/contact'],
  ['/', '/fr/'],
);

describe('one address per page on every host', () => {
  it('finds every odd path form as sent: duplicate or encoded slashes, backslashes, dot segments', () => {
    for (const odd of [
      ...REVIEW_PAYLOADS,
      ...HOSTILE_PATHS,
      '/a%2Fb',
      '/a%5Cb',
      '/a\\b',
      '/a/%2e%2E/b',
      '/a/.',
      '/fr//',
    ]) {
      expect([odd, isNonCanonicalPath(odd)]).toEqual([odd, true]);
    }
    for (const clean of [
      '/',
      '/about',
      '/fr/',
      '/about?next=//x',
      '/.well-known/security.txt',
      '/blog/rss.xml',
      '/a..b',
    ]) {
      expect([clean, isNonCanonicalPath(clean)]).toEqual([clean, false]);
    }
  });

  it('moves a page asked for in another case to its address, in one step; unknown pages stay', () => {
    expect(pageInOtherCase('/About', pages)).toBe('/about');
    expect(pageInOtherCase('/ABOUT/', pages)).toBe('/about');
    expect(pageInOtherCase('/About.html', pages)).toBe('/about');
    expect(pageInOtherCase('/FR', pages)).toBe('/fr/');
    expect(pageInOtherCase('/FR/Contact', pages)).toBe('/fr/contact');
    expect(pageInOtherCase('/Services/Managed-IT-Services', pages)).toBe('/services/managed-it-services');
    expect(pageInOtherCase('/about', pages)).toBeUndefined();
    expect(pageInOtherCase('/No-Such-Page', pages)).toBeUndefined();
    expect(
      answer({
        pathname: '/About',
        search: '?ref=mail',
        redirects: [],
        localeHomes: ['/fr/'],
        isFile: () => false,
        pages,
      }),
    ).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/about?ref=mail',
    });
  });

  it('refuses two pages whose addresses differ only in case', () => {
    expect(() => canonicalPages(['/about', '/About'], ['/'])).toThrow('/about and /About differ only in case');
  });

  it('gives nginx the same pattern and one fixed target per page, never the request', () => {
    const maps = renderNginxCanonicalMaps(pages, ['/404.html', '/fr/404.html']);
    expect(maps).toContain('"~*^[^?]*(?://|%2f|%5c|\\x5c|/(?:\\.|%2e){1,2}(?:/|\\?|$))" 1;');
    expect(maps).toContain('    /fr/404.html 0;');
    expect(maps).toContain('    "~^(?!/about$)(?i)/about(?:/|\\.html|/index\\.html)?$" /about;');
    expect(maps).toContain('    "~^(?!/fr/$)(?i)/fr(?:/|\\.html|/index\\.html)?$" /fr/;');
    expect(maps).not.toMatch(/\(\?i\)\(\?:/);
    for (const pattern of [...maps.matchAll(/^ {4}"~\^\(\?!([^$]+)\$\)\(\?i\)([^(]+)\(.*" (\S+);$/gm)]) {
      const regex = new RegExp(`^(?!${pattern[1]}$)${pattern[2]}(?:/|\\.html|/index\\.html)?$`, 'i');
      expect(regex.test(pattern[3]!)).toBe(false);
    }
    expect(renderNginxCanonicalRules()).toContain('if ($northbeam_not_canonical) { return 404; }');
  });
});
