import {readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {test, expect, gotoHydrated, waitForHydration} from './support/fixtures';
import {BUILD_DIR, NGINX_DIR, unknownSectionPaths} from '../support/routes';

test.describe('not-found page', () => {
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
    const popular = page
      .getByRole('region', {name: 'Popular Pages'})
      .or(page.locator('section', {has: page.getByRole('heading', {name: 'Popular Pages'})}));
    await expect(popular.getByRole('link', {name: /Visit Page/})).toHaveCount(6);
    await expect(page.getByRole('heading', {name: "Still can't find what you're looking for?"})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Contact Support'})).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', {name: 'Schedule a Consultation'})).toHaveAttribute(
      'href',
      '/contact#schedule',
    );
    expect(warnings.some((text) => text.includes('404') && text.includes('/this-page-does-not-exist'))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('has no canonical link, in 404.html and after hydration on an unknown address', async ({page}) => {
    const html = readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8');
    expect(html).not.toMatch(/rel=["']?canonical/i);
    expect(html).not.toMatch(/property=["']?og:url/i);
    await page.goto('/no-such-page-here');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    // A real page still has one, also after a client navigation away from the not-found page.
    await page.getByRole('link', {name: /Return Home/}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
  });

  // The local server (scripts/serve.mjs) answers as nginx does (tests/e2e/production.spec.ts).
  test('an unknown French address gets the French not-found page with status 404', async ({page, request}) => {
    const response = await request.get('/fr/no-such-page', {maxRedirects: 0});
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe(readFileSync(path.join(BUILD_DIR, 'fr', '404.html'), 'utf8'));
    await page.goto('/fr/no-such-page');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page introuvable');
  });

  // nginx and Netlify answer these with a 302 (tests/e2e/production.spec.ts); the local server
  // answers as Cloudflare Pages does, with the nearest 404.html: the section's own, which moves on.
  test('unknown blog and case-study addresses move on to their list in every language, also without scripts', async ({
    request,
    browser,
    baseURL,
  }) => {
    const unknown = unknownSectionPaths();
    expect(unknown.some(([route]) => route.startsWith('/fr/'))).toBe(true);
    for (const [route, list] of unknown) {
      const response = await request.get(route, {maxRedirects: 0});
      expect(response.status(), route).toBe(404);
      expect(await response.text(), route).toContain(`<meta http-equiv="refresh" content="0; url=${list}">`);
    }
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    for (const [route, list] of [unknown[0]!, unknown.at(-1)!]) {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${list}$`));
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/Page (Not Found|introuvable)/i);
    }
    await context.close();
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

test.describe('unknown slugs on a host without redirect rules', () => {
  // The aborted script requests are logged as failed loads: that is the point of the test.
  test.use({failOnConsoleErrors: false});
  // In another case, no section folder matches, so the language's not-found page answers.
  for (const [from, to] of [
    ['/Blog/No-Such-Post', '/blog'],
    ['/Case-Studies/No-Such-Study', '/case-studies'],
  ]) {
    test(`${from} moves on to ${to} before the not-found page is shown, even before the scripts load`, async ({
      page,
    }) => {
      // The application scripts never arrive: only the not-found page's own head can redirect.
      await page.route('**/assets/js/**', (route) => route.abort());
      let notFoundShown = false;
      page.on('framenavigated', async (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).pathname === from) {
          notFoundShown ||= await page
            .getByText('Page Not Found')
            .isVisible()
            .catch(() => false);
        }
      });
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
      expect(notFoundShown).toBe(false);
    });
  }
});

test.describe('failed lazy-chunk load', () => {
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
  // Static hosts answer any unknown path with 404.html (nginx refuses some with 400 before the
  // page loads), so serve the not-found document for these paths the way such a host does.
  const notFoundHtml = readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8');
  const cases: [string, RegExp, string][] = [
    ['/blog/%E0%A4%A', /\/blog$/, 'Blog & Insights'],
    ['/case-studies/%ZZbroken', /\/case-studies$/, 'Case Studies'],
    ['/%E0%A4%A', /\/%25E0%25A4%25A$/, 'Page Not Found'],
    ['/services/%ZZ?q=%E0%A4%A#%ZZ', /\/services\/%25ZZ\?q=%E0%A4%A#%25ZZ$/, 'Page Not Found'],
  ];
  for (const [address, finalUrl, heading] of cases) {
    test(`${address} never throws: the visitor gets the not-found page or the list`, async ({page}) => {
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

  test('malformed query strings and hashes on real pages never throw', async ({page}) => {
    for (const address of ['/contact?x=%ZZ#%E0%A4%A', '/search?q=%E0%A4%A', '/about?q=%E0%A4%A#%ZZ']) {
      await gotoHydrated(page, address);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    }
  });
});

/** A GET with the path exactly as given (browsers and Playwright's client would re-encode it). */
function rawGet(baseURL: string, rawPath: string): Promise<{status: number; body: string}> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get({host: hostname, port, path: rawPath}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8')}),
      );
    });
    request.on('error', reject);
  });
}

test('a malformed address the server cannot read gets the short 400 page of its language, as on nginx', async ({
  baseURL,
}) => {
  for (const [rawPath, folder, lang] of [
    ['/%E0%A4%A', '', 'en-CA'],
    ['/blog/%E0%A4%A', '', 'en-CA'],
    ['/fr/%E0%A4%A', 'fr', 'fr-CA'],
    ['/fr/blog/%E0%A4%A', 'fr', 'fr-CA'],
  ] as const) {
    const response = await rawGet(baseURL!, rawPath);
    expect(response.status, rawPath).toBe(400);
    expect(response.body, rawPath).toBe(readFileSync(path.join(NGINX_DIR, 'errors', folder, '400.html'), 'utf8'));
    expect(response.body, rawPath).toContain(`<html lang="${lang}">`);
  }
});
