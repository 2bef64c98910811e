/**
 * What a reader of the blog gets from the built files: each language's RSS and Atom feeds with every
 * post of that language, declaring the language and announced by the blog under its own title (the
 * pages' hreflang alternates are Docusaurus's own; integrity.test.ts checks they resolve); and links
 * to other sites in posts and case studies opening in a new tab. Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {BUILD_DIR, builtHtml, builtRoutes, localePrefixes} from '../support/routes';

const isPost = (route: string) => /class="[^"]*\bblog-post-page\b/.test(builtHtml(route));

test('a feed reader gets every post of a language in its feeds, in that language, under its own title', () => {
  const titles = new Set<string>();
  for (const prefix of localePrefixes()) {
    const posts = builtRoutes().filter(
      (route) => isPost(route) && (prefix ? route.startsWith(`${prefix}/`) : !/^\/fr\//.test(route)),
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const feed of ['rss.xml', 'atom.xml']) {
      const xml = readFileSync(path.join(BUILD_DIR, prefix, 'blog', feed), 'utf8');
      expect(posts.filter((route) => !xml.includes(`${route}<`) && !xml.includes(`${route}"`))).toEqual([]);
    }
    const blog = builtHtml(`${prefix}/blog`);
    const rss = readFileSync(path.join(BUILD_DIR, prefix, 'blog', 'rss.xml'), 'utf8');
    expect({feed: `${prefix}/blog/rss.xml`, language: /<language>([^<]+)<\/language>/.exec(rss)?.[1]}).toEqual({
      feed: `${prefix}/blog/rss.xml`,
      language: /<html[^>]*\slang="?([^"\s>]+)/.exec(blog)![1],
    });
    const title = /<channel>\s*<title>([^<]+)<\/title>/.exec(rss)![1]!;
    expect(blog).toContain(title);
    titles.add(title);
  }
  expect(titles.size).toBe(localePrefixes().length);
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
