/**
 * Each language's blog feed is a feed of that language for a reader's feed app: it declares the
 * language of the pages, and the blog's pages announce it under that language's own title.
 * (The pages' hreflang alternates are Docusaurus's own; integrity.test.ts checks they resolve.)
 * Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, builtHtml, localePrefixes} from '../support/routes';

test('a feed reader gets each language’s blog feed in that language, under its own title', () => {
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
  expect(titles.size).toBe(localePrefixes().length);
  expect(new Set(titles.values()).size).toBe(titles.size);
});
