/** Helpers shared by the blog and case-study end-to-end tests. */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test, waitForHydration} from './fixtures';

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

/**
 * Direct visit of an unknown address: a host with the build's redirect rules answers 302 to the
 * list (scripts/serve.mjs, nginx); one without serves 404.html, which then redirects.
 */
export async function expectDirectVisitRedirect(page: Page, from: string, to: string, heading: string): Promise<void> {
  await page.goto('/about');
  await waitForHydration(page);
  const response = await page.goto(from);
  const redirected = response?.request().redirectedFrom();
  expect(redirected ? (await redirected.response())?.status() : response?.status()).toBe(redirected ? 302 : 404);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  // The unknown address was replaced, not kept in the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
}

interface UnknownSlugCase {
  /** Name of the section's entries, for the test titles ("blog", "case-study"). */
  section: string;
  /** The section's list page, and an address under it that matches no entry. */
  list: string;
  unknown: string;
  /** The list page's h1. */
  heading: string;
}

/**
 * An unknown slug of a section leads to the section's list both on a direct visit (the host
 * redirects, or serves 404.html, which redirects) and on client-side navigation; either way the unknown address
 * is replaced in the history. The blocked 404 document is a console error by design.
 */
export function describeUnknownSlugRedirects({section, list, unknown, heading}: UnknownSlugCase): void {
  test.describe(`unknown ${section} slugs`, {tag: '@any-size'}, () => {
    test.use({failOnConsoleErrors: false});

    test(`a direct visit redirects to ${list}, replacing the history entry`, async ({page, consoleErrors}) => {
      await expectDirectVisitRedirect(page, unknown, list, heading);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    });

    test(`client-side navigation to an unknown slug redirects to ${list}`, async ({page, consoleErrors}) => {
      await gotoHydrated(page, '/about');
      await pushClientSide(page, unknown);
      await expect(page).toHaveURL(new RegExp(`${list}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    });
  });
}
