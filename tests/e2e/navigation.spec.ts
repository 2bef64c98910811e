/** Moving between pages as a visitor sees it: the loading overlay and where the new page starts. */
import {test, expect, gotoHydrated, isPhone, waitForRouteSettled} from './support/fixtures';

test.describe('route changes', () => {
  test(
    'a visitor sees the loading overlay during a move to another page, then the page',
    {tag: '@any-size'},
    async ({page}) => {
      await gotoHydrated(page, '/about');
      await expect(page.getByTestId('route-overlay')).toHaveCount(0);
      // Record the overlay's appearance from inside the page, so a slow machine cannot miss it.
      await page.evaluate(() => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-testid="route-overlay"]')) {
            (window as unknown as {overlaySeen: boolean}).overlaySeen = true;
            observer.disconnect();
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
      });
      await page.getByRole('contentinfo').getByRole('link', {name: 'Useful Links'}).click();
      await expect(page).toHaveURL(/\/useful-links$/);
      await page.waitForFunction(() => (window as unknown as {overlaySeen?: boolean}).overlaySeen === true);
      await waitForRouteSettled(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    },
  );

  test('a visitor never sees the overlay on the first load', {tag: '@any-size'}, async ({page}) => {
    await page.goto('/about');
    await expect(page.getByTestId('route-overlay')).toHaveCount(0);
  });

  test('a visitor who prefers reduced motion gets no overlay', {tag: '@any-size'}, async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await gotoHydrated(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('route-overlay')).toHaveCount(0);
  });

  test('a visitor who follows a link starts at the top of the new page', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Legal Information'}).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Legal Information'}).click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a visitor who follows a link with a hash lands on its target, below the fixed header', async ({page}) => {
    await gotoHydrated(page, '/about');
    if (isPhone(page)) {
      await page.getByRole('button', {name: 'Open menu'}).click();
      await page.getByRole('link', {name: 'Schedule Meeting'}).last().click();
    } else {
      await page.getByRole('banner').getByRole('link', {name: 'Schedule Meeting'}).click();
    }
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await waitForRouteSettled(page);
    await expect
      .poll(() => page.locator('#contact-form').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(90);
    const top = await page.locator('#contact-form').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(70);
  });
});

test(
  'the footer shows the visitor this year even when the page was built in an earlier one',
  {tag: '@any-size'},
  async ({page}) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    await gotoHydrated(page, '/about');
    await expect(page.getByTestId('copyright-year')).toHaveText('2031');
  },
);
