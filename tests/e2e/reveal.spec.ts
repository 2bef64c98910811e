/**
 * The page reveal: on a phone, the parts of a long page below the first screen fade in once as
 * they are scrolled to, and the first screen is never dimmed; under reduced motion nothing waits.
 * Every section's visibility without JavaScript is checked on every page by the sweep.
 */
import {test, expect, gotoHydrated, isPhone} from './support/fixtures';
import {expectRevealOnScroll} from './support/reveal';

const LONG_PAGES = ['/', '/about', '/blog', '/legal', '/resources', '/services', '/fr/'];

test('on a phone, the lower parts of long pages fade in once when scrolled to', async ({page}) => {
  test.skip(!isPhone(page), 'the reveal is a phone behaviour');
  for (const route of LONG_PAGES) {
    await gotoHydrated(page, route);
    expect(await expectRevealOnScroll(page), `sections waiting to fade in on ${route}`).toBeGreaterThan(0);
  }
});

test.describe('under reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('nothing waits to fade in @any-size', async ({page}) => {
    for (const route of ['/blog', '/contact', '/legal', '/resources']) {
      await gotoHydrated(page, route);
      await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
    }
  });
});
