/**
 * Page reveal: under reduced motion nothing waits to fade in. The reveal itself (the parts below
 * the first screen fade in once when scrolled to) and every section's visibility without
 * JavaScript are checked on every route by the whole-site sweep (tests/e2e/sweep.spec.ts).
 */
import {test, expect, gotoHydrated} from './support/fixtures';

test.describe('page reveal under reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('nothing waits to fade in', async ({page}) => {
    for (const route of ['/blog', '/contact', '/legal', '/resources']) {
      await gotoHydrated(page, route);
      await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
    }
  });
});
