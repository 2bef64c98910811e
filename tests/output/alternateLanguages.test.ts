/**
 * Each language names the other for search engines and feed readers, read from the built files:
 * every page's head lists its English, French and default versions, each of them a page of the
 * build, and the page's Open Graph locale; each language's RSS feed declares that language.
 * That hydration keeps these head tags is checked on every page by the whole-site sweep
 * (tests/e2e/sweep.spec.ts). Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {BUILD_DIR, builtHtml, builtRoutes, isFrenchRoute, localePrefixes, routeInLocale} from '../support/routes';

/** The path of a route in the English or the French site (`/` → `/fr/`, `/about` → `/fr/about`). */
function inLanguage(route: string, french: boolean): string {
  const own = routeInLocale(route);
  if (!french) {
    return own;
  }
  return own === '/' ? '/fr/' : `/fr${own}`;
}

/** The route a served path names: the French home is served with its slash, built without it. */
const routeOfPath = (served: string) => (served === '/fr/' ? '/fr' : served);

/** `hreflang path` of each alternate link in a page's head, sorted. */
function alternates(html: string): string[] {
  const $ = load(html);
  return $('head link[rel="alternate"][hreflang]')
    .toArray()
    .map((link) => `${$(link).attr('hreflang')} ${new URL($(link).attr('href')!).pathname}`)
    .sort();
}

describe('alternate languages', () => {
  const routes = builtRoutes();
  const built = new Set(routes);

  test('every page names its English, French and default versions, each a page of the build', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const english = inLanguage(route, false);
      const french = inLanguage(route, true);
      const expected = [`en-CA ${english}`, `fr-CA ${french}`, `x-default ${english}`].sort();
      const found = alternates(builtHtml(route));
      if (JSON.stringify(found) !== JSON.stringify(expected)) {
        problems.push(`${route}: ${found.join(', ') || 'none'} (expected ${expected.join(', ')})`);
      }
      for (const target of [english, french].map(routeOfPath)) {
        if (!built.has(target)) {
          problems.push(`${route}: its alternate ${target} is not a page of the build`);
        }
      }
    }
    expect(routes.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  test("every page's Open Graph locale is its language's", () => {
    const wrong = routes.filter((route) => {
      const locale = load(builtHtml(route))('meta[property="og:locale"]').attr('content');
      return locale !== (isFrenchRoute(route) ? 'fr_CA' : 'en_CA');
    });
    expect(wrong).toEqual([]);
  });

  test('each language’s blog feeds declare that language, and its pages title them in it', () => {
    const titles = new Map<string, string>();
    for (const prefix of localePrefixes()) {
      const blog = builtHtml(`${prefix}/blog`);
      const lang = /<html[^>]*\slang="?([^"\s>]+)/.exec(blog)![1]!;
      const rss = readFileSync(path.join(BUILD_DIR, prefix, 'blog', 'rss.xml'), 'utf8');
      expect({feed: `${prefix}/blog/rss.xml`, language: /<language>([^<]+)<\/language>/.exec(rss)?.[1]}).toEqual({
        feed: `${prefix}/blog/rss.xml`,
        language: lang,
      });
      const title = /<channel>\s*<title>([^<]+)<\/title>/.exec(rss)![1]!;
      expect(blog).toContain(title);
      titles.set(lang, title);
    }
    // Each language has its own title.
    expect(titles.size).toBe(localePrefixes().length);
    expect(new Set(titles.values()).size).toBe(titles.size);
  });
});
