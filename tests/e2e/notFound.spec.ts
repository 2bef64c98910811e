import {test, expect, gotoHydrated, waitForHydration} from './support/fixtures';

test.describe('not-found page (spec 2.15)', () => {
  test('answers unknown routes with status 404 and the not-found page', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Page Not Found - 404 | Northbeam Technologies');
    await expect(page.getByText('404 Error', {exact: true})).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByRole('link', {name: /Return Home/})).toHaveAttribute('href', '/');
    const popular = page.getByRole('region', {name: 'Popular Pages'}).or(page.locator('section', {has: page.getByRole('heading', {name: 'Popular Pages'})}));
    await expect(popular.getByRole('link', {name: /Visit Page/})).toHaveCount(6);
    await expect(page.getByRole('heading', {name: "Still can't find what you're looking for?"})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Contact Support'})).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', {name: 'Schedule a Consultation'})).toHaveAttribute('href', '/contact#schedule');
    expect(warnings.some((text) => text.includes('404') && text.includes('/this-page-does-not-exist'))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test("shows 'Go Back' only when there is history", async ({page, context}) => {
    const fresh = await context.newPage();
    await fresh.goto('/missing-without-history');
    await waitForHydration(fresh);
    await expect(fresh.getByRole('heading', {level: 1})).toBeVisible();
    await expect(fresh.getByRole('button', {name: 'Go Back'})).toHaveCount(0);
    await fresh.close();

    await gotoHydrated(page, '/about');
    await page.goto('/missing-with-history');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Go Back'}).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('failed lazy-chunk load (spec 8)', () => {
  test.use({failOnConsoleErrors: false});

  test('falls back to one full page load of the requested address', async ({page}) => {
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
    const fullLoad = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/privacy-policy'));
    await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
    await fullLoad;
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('preload-error-seen'))).toBe('yes');
  });
});
