/**
 * Page reveal on every built route: the parts of a page below the first screen fade in once as
 * they scroll into view; nothing is hidden without scripts or under reduced motion.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './support/fixtures';
import {builtRoutes, isRedirectRoute} from '../support/routes';

const UNIT_SELECTOR = 'section, article, .site-section, .site-card, .site-grid > li, [data-reveal]';
const WAITING = '[data-reveal-state="waiting"]';
/** Waiting units that are laid out (an inactive tab panel waits unseen until it is shown). */
const WAITING_ON_PAGE = `${WAITING}:visible`;
/** Long pages that must have something to reveal on a phone. */
const LONG_PAGES = new Set(['/', '/about', '/blog', '/legal', '/resources', '/services']);
const routes = builtRoutes().filter((route) => !isRedirectRoute(route));

/** Tops of the waiting units, relative to the bottom of the first screen. */
async function waitingOffsets(page: Page): Promise<number[]> {
  return page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector))
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.getBoundingClientRect().top - window.innerHeight),
    WAITING,
  );
}

test.describe('page reveal', () => {
  test.skip(
    ({viewport}) => (viewport?.width ?? 0) >= 1024,
    'measured on a phone, where most of a page is below the fold',
  );

  for (const route of routes) {
    test(`${route}: parts below the first screen fade in once when scrolled to`, async ({page}) => {
      await gotoHydrated(page, route);
      const offsets = await waitingOffsets(page);
      // Only what starts below the first screen waits; the first screen is never dimmed.
      for (const offset of offsets) {
        expect(offset).toBeGreaterThanOrEqual(0);
      }
      if (LONG_PAGES.has(route)) {
        expect(offsets.length, 'sections waiting to fade in').toBeGreaterThan(0);
      }
      // Scrolled to, each one shows (its neighbours may show with it); none is left behind.
      const waiting = page.locator(WAITING_ON_PAGE);
      for (let remaining = offsets.length; remaining > 0; remaining = await waiting.count()) {
        const next = await waiting.first().elementHandle();
        await next!.evaluate((element) => element.scrollIntoView({block: 'center', behavior: 'instant'}));
        await expect.poll(() => next!.getAttribute('data-reveal-state')).toBe('shown');
      }
      // Once: scrolling back up and down again dims nothing.
      await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
      await page.evaluate(() => window.scrollTo({top: document.body.scrollHeight, behavior: 'instant'}));
      await expect(waiting).toHaveCount(0);
    });
  }

  test.describe('under reduced motion', () => {
    test.use({reducedMotion: 'reduce'});

    test('nothing waits to fade in', async ({page}) => {
      for (const route of ['/blog', '/contact', '/legal', '/resources']) {
        await gotoHydrated(page, route);
        await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
      }
    });
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('every section is fully visible', async ({page}) => {
      for (const route of ['/', '/blog', '/contact', '/legal', '/resources']) {
        await page.goto(route);
        const opacities = await page
          .locator('main')
          .evaluate(
            (main, selector) =>
              Array.from(main.querySelectorAll(selector)).map((unit) => getComputedStyle(unit).opacity),
            UNIT_SELECTOR,
          );
        expect(opacities.length).toBeGreaterThan(0);
        expect(new Set(opacities)).toEqual(new Set(['1']));
      }
    });
  });
});
