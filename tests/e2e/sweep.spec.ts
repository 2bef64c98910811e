/**
 * Whole-site sweep over every built route at both sizes: no console errors, a single h1,
 * zero axe-core WCAG 2.2 AA violations, and content present without JavaScript.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './support/fixtures';
import {builtRoutes} from './support/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('every route', () => {
  // axe checks the settled page: with reduced motion the reveal fade-ins and the route overlay
  // are off, so no section is caught half-transparent.
  test.use({reducedMotion: 'reduce'});

  for (const route of builtRoutes()) {
    test(`${route}: renders without console errors and passes axe`, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const route of builtRoutes()) {
    test(`${route}: main content and navigation are present`, async ({page}) => {
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('footer a[href="/about"]')).toBeVisible();
      const opacity = await page.locator('main').evaluate((element) => getComputedStyle(element).opacity);
      expect(opacity).toBe('1');
    });
  }
});
