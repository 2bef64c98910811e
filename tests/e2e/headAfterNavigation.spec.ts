/**
 * The head after a client-side navigation is the head the page is prerendered with: title,
 * `<html>` language and classes, and every managed tag (description, canonical and alternate
 * links, Open Graph and Twitter tags, structured data), none missing, none left over from the page
 * before. Every page route of each language is reached from that language's home in one browser
 * page, without a document load; the prerendered head is read from the page's HTML.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './support/fixtures';
import {pushClientSide} from './support/content';
import {builtRoutes, isRedirectRoute, localePrefixes, routeInLocale, servedPath} from '../support/routes';

/**
 * The head as comparable lines: the title, the `<html>` attributes the pages set, and each managed
 * head element (react-helmet-async's `data-rh` mark) with its attributes sorted and its text.
 * Read from the live document, or from the HTML at `path` when one is given.
 */
async function headLines(page: Page, path?: string): Promise<string[]> {
  return page.evaluate(async (htmlPath) => {
    const doc = htmlPath
      ? new DOMParser().parseFromString(await (await fetch(htmlPath)).text(), 'text/html')
      : document;
    const root = doc.documentElement;
    const lines = [
      `title: ${doc.title}`,
      ...['lang', 'dir', 'class'].map((name) => `html ${name}: ${root.getAttribute(name) ?? ''}`),
    ];
    // Structured data compares as data: the build writes it with its keys sorted.
    const sortedKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sortedKeys)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([key, entry]) => [key, sortedKeys(entry)]),
            )
          : value;
    const textOf = (element: Element) =>
      element.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(sortedKeys(JSON.parse(element.textContent ?? 'null')))
        : (element.textContent ?? '');
    for (const element of Array.from(doc.head.querySelectorAll('[data-rh]'))) {
      if (element.tagName === 'TITLE') {
        continue;
      }
      const attributes = Array.from(element.attributes)
        .filter((attribute) => attribute.name !== 'data-rh')
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort();
      lines.push(`<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${textOf(element)}`);
    }
    return lines.sort();
  }, path);
}

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
