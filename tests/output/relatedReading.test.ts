/**
 * Every post and case study, in both languages, ends with two or three related items and a call
 * to action, prerendered (so a visitor without JavaScript and a crawler see them): the last two
 * sections of the page's `<main>`, after the article. Each related item links to another page of
 * the same language (links resolve: integrity.test.ts). Reads build/ only.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {builtHtml, builtRoutes, isRedirectRoute, localePrefixes, routeInLocale} from '../support/routes';

const SITE_DIR = path.resolve(__dirname, '../..');
const POST_FOLDERS: Record<string, string> = {'': 'blog', '/fr': 'i18n/fr-CA/docusaurus-plugin-content-blog'};
const STUDY_FOLDERS: Record<string, string> = {
  '': 'case-studies',
  '/fr': 'i18n/fr-CA/docusaurus-plugin-content-docs-case-studies/current',
};

function markdownCount(folder: string): number {
  return readdirSync(path.join(SITE_DIR, folder)).filter((name) => name.endsWith('.md')).length;
}

const routes = builtRoutes();

/** The route is a page of the language whose prefix is given (`''` English, `/fr` French). */
function inLanguage(route: string, prefix: string): boolean {
  const own = localePrefixes().find((other) => other && route.startsWith(`${other}/`)) ?? '';
  return own === prefix;
}

function routesOf(prefix: string, isKind: (route: string, $: CheerioAPI) => boolean): string[] {
  return routes
    .filter((route) => inLanguage(route, prefix))
    .filter((route) => !isRedirectRoute(route))
    .filter((route) => isKind(route, load(builtHtml(route))));
}

const KINDS = {
  post: {
    folders: POST_FOLDERS,
    // The blog plugin's post pages carry its page class (list, tag and author pages do not).
    isKind: (route: string, $: CheerioAPI) =>
      /^\/blog\/[^/]+$/.test(routeInLocale(route)) && $('html').hasClass('blog-post-page'),
    related: 'related-posts-title',
    callToAction: 'post-call-to-action',
  },
  'case study': {
    folders: STUDY_FOLDERS,
    // The case-studies plugin's pages (not the notice at the address of a study not translated yet).
    isKind: (route: string, $: CheerioAPI) =>
      /^\/case-studies\/[^/]+$/.test(routeInLocale(route)) && $('html').hasClass('plugin-id-case-studies'),
    related: 'related-case-studies-title',
    callToAction: 'case-study-call-to-action',
  },
} as const;

describe.each(localePrefixes())('the articles of "%s/"', (prefix) => {
  describe.each(Object.entries(KINDS))('every %s', (_kind, kind) => {
    const articles = routesOf(prefix, kind.isKind);

    test('is found, one page per markdown file', () => {
      expect(articles).toHaveLength(markdownCount(kind.folders[prefix]!));
    });

    test.each(articles)('%s ends with 2-3 related pages of this build and a call to action', (route) => {
      const $ = load(builtHtml(route));
      const main = $('main');
      // The article, then what to read next, then the call to action, and nothing after them.
      const ending = main
        .children()
        .toArray()
        .slice(-3)
        .map((element) => $(element).attr('aria-labelledby') ?? element.tagName);
      expect(ending).toEqual(['article', kind.related, kind.callToAction]);

      const targets = main
        .children(`section[aria-labelledby="${kind.related}"]`)
        .find('.site-grid > li a[href]')
        .toArray()
        .map((a) => $(a).attr('href')!);
      const unique = [...new Set(targets)];
      expect(unique.length).toBeGreaterThanOrEqual(2);
      expect(unique.length).toBeLessThanOrEqual(3);
      for (const target of unique) {
        expect(target).not.toBe(route);
        expect(kind.isKind(target, load(builtHtml(target)))).toBe(true);
        expect(inLanguage(target, prefix)).toBe(true);
      }

      const callToAction = main.children(`section[aria-labelledby="${kind.callToAction}"]`);
      const actions = callToAction.find('a[href]').toArray();
      expect(actions).toHaveLength(2);
      expect($(actions[0]).attr('href')).toBe(`${prefix}/contact#contact-form`);
      expect(inLanguage($(actions[1]).attr('href')!, prefix)).toBe(true);
    });
  });
});
