/** Helpers shared by the end-to-end tests of pages with content. */
import type {Page} from '@playwright/test';
import {expect} from './fixtures';

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

/** Clicks Copy Link and checks the clipboard and the toast. */
export async function expectCopyLinkWorks(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', {name: 'Copy Link'}).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
}
