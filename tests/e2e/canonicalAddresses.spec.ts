/**
 * One address per page, on the local production host (scripts/serve.mjs; the same answers from
 * nginx are checked in tests/e2e/production.spec.ts): odd path forms that a host could normalise
 * to a page are not found, a page asked for in another case moves to its address, and no link the
 * page builds from "here" (the language switcher, canonical, og:url, hreflang) leaves the site
 * or repeats the odd address, also after hydration.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './support/fixtures';
import {REVIEW_PAYLOADS} from '../unit/support/hostRules';

/** The links a page builds from its own address: the language switcher's and the head's. */
async function linksToHere(page: Page): Promise<{switcher: string[]; head: string[]}> {
  return page.evaluate(() => ({
    switcher: Array.from(document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')).map((link) => link.href),
    head: [
      ...Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"], link[rel="alternate"][hreflang]'),
      ),
      ...Array.from(document.querySelectorAll<HTMLMetaElement>('meta[property="og:url"]')),
    ].map((tag) => (tag instanceof HTMLLinkElement ? tag.href : tag.content)),
  }));
}

test.describe('odd addresses of the security review', () => {
  for (const payload of REVIEW_PAYLOADS) {
    test(`${payload}: not found, and the switcher links stay on the site after hydration`, async ({page, baseURL}) => {
      const origin = new URL(baseURL!).origin;
      // An absolute address: a relative `//host/…` would be read as another host by the test itself.
      const response = await page.goto(`${origin}${payload}`);
      expect(new URL(page.url()).origin).toBe(origin);
      await waitForHydration(page);
      const {switcher, head} = await linksToHere(page);
      expect(switcher.length, 'language switcher links').toBeGreaterThan(0);
      for (const href of switcher) {
        expect(new URL(href).origin, `${payload}: switcher link ${href}`).toBe(origin);
        expect(new URL(href).pathname, `${payload}: switcher link ${href}`).not.toMatch(/\/\/|%2f|%5c|\/\.\.?(\/|$)/i);
      }
      const siteOrigin = await page.evaluate(
        () => new URL(document.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang]')!.href).origin,
      );
      for (const href of head) {
        expect(new URL(href).origin, `${payload}: ${href}`).toBe(siteOrigin);
        expect(new URL(href).pathname, `${payload}: ${href}`).not.toMatch(/\/\/|%2f|%5c|\/\.\.?(\/|$)/i);
      }
      // Never served as a page at this address.
      expect(response?.status(), payload).toBe(404);
    });
  }
});

/** Real pages asked for in another case, with the address they move to. */
const OTHER_CASE: [address: string, canonical: string][] = [
  ['/About', '/about'],
  ['/ABOUT/', '/about'],
  ['/Services/Managed-IT-Services?ref=mail', '/services/managed-it-services?ref=mail'],
  ['/FR/Contact', '/fr/contact'],
  ['/fr/Services/Managed-IT-Services', '/fr/services/managed-it-services'],
  ['/FR', '/fr/'],
  ['/Fr/Case-Studies', '/fr/case-studies'],
];

test.describe('a page asked for in another case', () => {
  test('moves to its address with 301; an unknown address in any case stays not found', async ({request}) => {
    for (const [address, canonical] of OTHER_CASE) {
      const response = await request.get(address, {maxRedirects: 0});
      expect(response.status(), address).toBe(301);
      expect(response.headers().location, address).toBe(canonical);
    }
    for (const unknown of ['/No-Such-Page', '/FR/No-Such-Page', '/Services/No-Such-Service']) {
      expect((await request.get(unknown, {maxRedirects: 0})).status(), unknown).toBe(404);
    }
  });

  for (const [address, canonical] of [
    ['/About', '/about'],
    ['/FR/Contact', '/fr/contact'],
  ]) {
    test(`${address} shows the page at ${canonical}, whose links to itself name ${canonical}`, async ({page}) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await waitForHydration(page);
      const canonicalUrl = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonicalUrl!).pathname).toBe(canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonicalUrl!);
      const {switcher} = await linksToHere(page);
      const other = canonical.startsWith('/fr/') ? canonical.slice(3) : `/fr${canonical}`;
      expect(switcher.map((href) => new URL(href).pathname)).toEqual([other]);
    });
  }
});
