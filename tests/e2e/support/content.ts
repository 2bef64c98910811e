/** Helpers shared by the blog and case-study end-to-end tests. */
import type {Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';

/** JSON-LD objects of the current page. */
export async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * Client-side navigation to `path` through the router's history (a push plus popstate, which
 * the router's browser history listens to): no document load.
 */
export async function pushClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
}

/** Console errors other than the browser's own report of a 404 document. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((text) => !text.includes('status of 404'));
}

/** Clicks Copy Link and checks the clipboard and the toast. */
export async function expectCopyLinkWorks(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', {name: 'Copy Link'}).click();
  await expect(page.getByText('Link copied', {exact: true})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
}

/** Direct visit of an unknown address: the host serves 404.html, which then redirects. */
export async function expectDirectVisitRedirect(page: Page, from: string, to: string, heading: string): Promise<void> {
  await page.goto('/about');
  await waitForHydration(page);
  const response = await page.goto(from);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  // The unknown address was replaced, not kept in the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
}
