/**
 * Whole-site sweep over every built route at both sizes: no console errors, a single h1,
 * zero axe-core WCAG 2.2 AA violations, no layout shift while the page loads and hydrates, and
 * content present without JavaScript.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './support/fixtures';
import {builtRoutes} from './support/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Cumulative layout shift allowed while loading. 'Good' is 0.1 and the site aims at none; the
 * shifts this check caught and that were fixed measured 0.032-0.077 (late font swap, contact tabs,
 * PIN gate). On busy CI machines a one-off 0.017 shift of the desktop header nav has been seen
 * that no local run reproduces, so the limit sits between the two.
 */
const MAX_LAYOUT_SHIFT = 0.025;

interface RecordedShift {
  value: number;
  nodes: string[];
}

test.describe('every route', () => {
  // axe checks the settled page: with reduced motion the reveal fade-ins and the route overlay
  // are off, so no section is caught half-transparent.
  test.use({reducedMotion: 'reduce'});

  for (const route of builtRoutes()) {
    test(`${route}: renders without console errors or layout shift and passes axe`, async ({page}) => {
      await page.addInitScript(() => {
        const shifts: RecordedShift[] = [];
        (window as unknown as {layoutShifts: RecordedShift[]}).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean; sources?: {node?: Node}[]}[]) {
            if (!entry.hadRecentInput) {
              const nodes = (entry.sources ?? []).map(({node}) =>
                node instanceof Element ? `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')}` : String(node?.nodeName),
              );
              shifts.push({value: entry.value, nodes});
            }
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await gotoHydrated(page, route);
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: RecordedShift[]}).layoutShifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
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
