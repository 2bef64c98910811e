/**
 * The head after a client-side navigation is the head the page is prerendered with: title,
 * `<html>` language and classes, and every managed tag (description, canonical and alternate
 * links, Open Graph and Twitter tags, structured data), none missing, none left over from the page
 * before. One page of each kind in each language (the head is written by the page's template from
 * its data, and tests/output/headTags.test.ts checks every page's prerendered head) is reached from
 * that language's home in one browser page, without a document load; the prerendered head is read
 * from the page's HTML.
 */
import {test, expect, gotoHydrated} from './support/fixtures';
import {pushClientSide} from './support/content';
import {headLines} from './support/headTags';
import {isFrenchRoute, localePrefixes, notFoundRoutes, pageKinds, servedPath} from '../support/routes';

test.describe('head after client-side navigation', () => {
  for (const prefix of localePrefixes()) {
    const home = servedPath(prefix || '/');
    test(`${home}: each kind of page's head matches its prerendered head after a client-side navigation`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const routes = pageKinds({french: true}).filter(
        (route) => route !== home && isFrenchRoute(route) === Boolean(prefix) && !notFoundRoutes().includes(route),
      );
      await gotoHydrated(page, home);
      for (const route of routes) {
        const prerendered = await headLines(page, servedPath(route));
        await pushClientSide(page, servedPath(route));
        await expect.poll(() => headLines(page), {message: `head of ${route} after navigation`}).toEqual(prerendered);
      }
    });
  }
});
