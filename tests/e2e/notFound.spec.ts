/**
 * What a visitor who lost their way meets in a browser: the not-found page's Go Back, one full
 * reload when the site was redeployed under them, and malformed addresses. The 404 status and the
 * page of each language are the host's (tests/e2e/host.spec.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, gotoHydrated, waitForHydration} from './support/fixtures';
import {BUILD_DIR, builtHtml} from '../support/routes';

test.describe('the not-found page', () => {
  test('the not-found page offers Go Back only when the visitor has somewhere to go back to', async ({
    page,
    context,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const fresh = await context.newPage();
    await fresh.goto('/missing-without-history');
    await waitForHydration(fresh);
    await expect(fresh.getByRole('heading', {level: 1})).toBeVisible();
    await expect(fresh.getByRole('button', {name: 'Go Back'})).toHaveCount(0);
    await fresh.close();

    await gotoHydrated(page, '/about');
    await page.goto('/missing-with-history');
    await waitForHydration(page);
    // The owner finds the lost address in the console's warnings.
    expect(warnings.some((text) => text.includes('404') && text.includes('/missing-with-history'))).toBe(true);
    await page.getByRole('button', {name: 'Go Back'}).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('failed lazy-chunk load', () => {
  test.use({failOnConsoleErrors: false});

  test('a visitor whose next page’s code is gone after a redeploy gets one full load of that page', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.evaluate(() => {
      (window as unknown as {preloadErrors: number}).preloadErrors = 0;
      window.addEventListener('site:preload-error', () => {
        (window as unknown as {preloadErrors: number}).preloadErrors += 1;
        sessionStorage.setItem('preload-error-seen', 'yes');
      });
    });
    // Simulate a redeployed site: the chunks of the next page are gone until the full page load.
    let chunksGone = true;
    await page.route('**/assets/js/**', (route) => (chunksGone ? route.abort() : route.continue()));
    page.on('request', (request) => {
      if (request.isNavigationRequest()) {
        chunksGone = false;
      }
    });
    const fullLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().endsWith('/privacy-policy'),
    );
    await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
    await fullLoad;
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('preload-error-seen'))).toBe('yes');
  });
});

test.describe('malformed addresses', () => {
  // The host answers an unknown path with 404.html: served here for the malformed path itself,
  // which the client entry would otherwise read (Cloudflare first moves it to its %25 form).
  const notFoundHtml = readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8');
  const h1Of = (html: string) => load(html)('h1').first().text().trim();
  const cases: [string, RegExp, string][] = [
    ['/blog/%E0%A4%A', /\/blog$/, h1Of(builtHtml('/blog'))],
    ['/case-studies/%ZZbroken', /\/case-studies$/, h1Of(builtHtml('/case-studies'))],
    // Repaired, then in lower case as every page's address (a percent-escape means the same in either case).
    ['/%E0%A4%A', /\/%25e0%25a4%25a$/, h1Of(notFoundHtml)],
    ['/services/%ZZ?q=%E0%A4%A#%ZZ', /\/services\/%25zz\?q=%E0%A4%A#%25ZZ$/, h1Of(notFoundHtml)],
  ];
  for (const [address, finalUrl, heading] of cases) {
    test(`${address}: the visitor gets the not-found page or the list, never an error`, async ({page}) => {
      const pathname = address.replace(/[?#].*$/, '');
      await page.route(
        (url) => url.pathname === pathname,
        (route) => route.fulfill({status: 404, contentType: 'text/html', body: notFoundHtml}),
      );
      await page.goto(address);
      await waitForHydration(page);
      await expect(page).toHaveURL(finalUrl);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    });
  }

  test('a visitor with a malformed query or hash on a real page gets the page', async ({page}) => {
    for (const address of ['/contact?x=%ZZ#%E0%A4%A', '/search?q=%E0%A4%A', '/about?q=%E0%A4%A#%ZZ']) {
      await gotoHydrated(page, address);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    }
  });
});
