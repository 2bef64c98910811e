/**
 * The head after a client-side navigation is the head the page is prerendered with: title,
 * `<html>` language and classes, and every managed tag (description, canonical and alternate
 * links, Open Graph and Twitter tags, structured data), none missing, none left over from the page
 * before. Every page route of each language is reached from that language's home in one browser
 * page, without a document load; the prerendered head is read from the page's HTML.
 */
import {test, expect, gotoHydrated} from './support/fixtures';
import {pushClientSide} from './support/content';
import {headLines} from './support/headTags';
import {builtRoutes, isRedirectRoute, localePrefixes, routeInLocale, servedPath} from '../support/routes';

test.describe('head after client-side navigation', () => {
  for (const prefix of localePrefixes()) {
    const home = servedPath(prefix || '/');
    test(`${home}: every page's head matches its prerendered head after a client-side navigation`, async ({page}) => {
      test.setTimeout(180_000);
      const routes = builtRoutes().filter(
        (route) => route !== home && (prefix ? route.startsWith(`${prefix}/`) : routeInLocale(route) === route),
      );
      await gotoHydrated(page, home);
      for (const route of routes.filter((candidate) => !isRedirectRoute(candidate))) {
        const prerendered = await headLines(page, servedPath(route));
        await pushClientSide(page, servedPath(route));
        await expect.poll(() => headLines(page), {message: `head of ${route} after navigation`}).toEqual(prerendered);
      }
    });
  }
});
