/**
 * Shared test fixtures: every page fails its test on console errors and uncaught exceptions,
 * and `gotoHydrated` waits for React hydration before a test interacts (clicks before
 * hydration do nothing).
 */
import {test as base, expect, type Page} from '@playwright/test';

export interface SiteFixtures {
  /** Console messages of type error, and page errors, collected during the test. */
  consoleErrors: string[];
  /** Set to false in a test that expects console errors (for example a blocked chunk). */
  failOnConsoleErrors: boolean;
}

export const test = base.extend<SiteFixtures>({
  failOnConsoleErrors: [true, {option: true}],
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({page, consoleErrors, failOnConsoleErrors}, use) => {
    page.on('console', (message) => {
      // The browser logs the 404 status of a not-found document itself; that is the point.
      const isNotFoundDocument = message.text().includes('status of 404') && message.location().url === page.url();
      if (message.type() === 'error' && !isNotFoundDocument) {
        consoleErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    await use(page);
    if (failOnConsoleErrors) {
      expect(consoleErrors, 'console errors on the page').toEqual([]);
    }
  },
});

export {expect};

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits until the route-change overlay is gone. */
export async function waitForRouteSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('route-overlay')).toHaveCount(0, {timeout: 5_000});
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}
