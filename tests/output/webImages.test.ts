/**
 * No image a post or case study page shows (its cover, the images of its text, the cards of its
 * related reading) weighs more than the web allows, whatever size the writer uploaded: the
 * build's web copies (src/remark/webImages.ts) stand in for the uploads. Reads build/ only.
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {BUILD_DIR, builtHtml, builtRoutes, routeInLocale} from '../support/routes';

const MAX_IMAGE_BYTES = 300_000;

test('every image of a built post or case study page is at most 300 KB', () => {
  const articles = builtRoutes().filter((route) => /^\/(blog|case-studies)\/[^/]+$/.test(routeInLocale(route)));
  expect(articles.length).toBeGreaterThan(6);
  const images = articles.flatMap((route) => {
    const $ = load(builtHtml(route));
    return $('main img[src^="/"]')
      .toArray()
      .map((image) => [route, $(image).attr('src')!] as const);
  });
  expect(images.length).toBeGreaterThan(6);
  const heavy = images
    .map(([route, src]) => ({route, src, bytes: statSync(path.join(BUILD_DIR, decodeURI(src))).size}))
    .filter(({bytes}) => bytes > MAX_IMAGE_BYTES);
  expect(heavy).toEqual([]);
});
