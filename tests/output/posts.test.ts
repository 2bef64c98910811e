/**
 * What a reader of the blog gets from the built files: every post in its language's RSS and Atom
 * feeds, and links to other sites in posts and case studies opening in a new tab.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {BUILD_DIR, builtHtml, builtRoutes, localePrefixes} from '../support/routes';

const isPost = (route: string) => /class="[^"]*\bblog-post-page\b/.test(builtHtml(route));

test('a feed reader gets every post of a language in its RSS and Atom feeds', () => {
  for (const prefix of localePrefixes()) {
    const posts = builtRoutes().filter(
      (route) => isPost(route) && (prefix ? route.startsWith(`${prefix}/`) : !/^\/fr\//.test(route)),
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const feed of ['rss.xml', 'atom.xml']) {
      const xml = readFileSync(path.join(BUILD_DIR, prefix, 'blog', feed), 'utf8');
      expect(posts.filter((route) => !xml.includes(`${route}<`) && !xml.includes(`${route}"`))).toEqual([]);
    }
  }
});

test('a reader of a post or case study gets links to other sites in a new tab', () => {
  const links = builtRoutes()
    .filter((route) => /\/(blog|case-studies)\/[^/]+$/.test(route))
    .flatMap((route) => {
      const $ = load(builtHtml(route));
      return $('.markdown a[href^="http"]')
        .toArray()
        .map((link) => ({link: `${route}: ${$(link).attr('href')}`, newTab: $(link).attr('target') === '_blank'}));
    });
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter(({newTab}) => !newTab)).toEqual([]);
});
