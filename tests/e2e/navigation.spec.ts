import {test, expect, gotoHydrated, isPhone, waitForRouteSettled} from './support/fixtures';
import {siteDataIn} from '../../plugins/site-data';

test.describe('route changes', () => {
  test(
    'shows the loading overlay after a client-side navigation, then removes it',
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

  test('never shows the overlay on the first load', {tag: '@any-size'}, async ({page}) => {
    await page.goto('/about');
    await expect(page.getByTestId('route-overlay')).toHaveCount(0);
  });

  test('skips the overlay when the visitor prefers reduced motion', {tag: '@any-size'}, async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await gotoHydrated(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('route-overlay')).toHaveCount(0);
  });

  test('scrolls to the top after clicking a link', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Legal Information'}).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Legal Information'}).click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('scrolls to the element named by the hash, below the fixed header', async ({page}) => {
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

test.describe('footer', {tag: '@any-size'}, () => {
  test('shows the current year and company name', async ({page}) => {
    await gotoHydrated(page, '/');
    const year = String(new Date().getFullYear());
    await expect(page.getByTestId('copyright-year')).toHaveText(year);
    await expect(page.getByRole('contentinfo')).toContainText('Northbeam Technologies. All rights reserved.');
  });

  test('lists the legal pages, the accessibility statement among them, in both languages', async ({page}) => {
    for (const [route, locale, prefix] of [
      ['/about', 'en-CA', ''],
      ['/fr/about', 'fr-CA', '/fr'],
    ] as const) {
      await gotoHydrated(page, route);
      const {footerLegalLinks} = siteDataIn(locale).navigation;
      const links = page.getByRole('contentinfo').locator(`a[href="${prefix}/accessibility"]`);
      await expect(links).toHaveCount(1);
      await expect(links).toHaveText(footerLegalLinks.find((link) => link.path === '/accessibility')!.title);
      await expect(links).toBeVisible();
    }
  });

  test('corrects the prerendered year when the clock has moved on', async ({page}) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    await gotoHydrated(page, '/about');
    await expect(page.getByTestId('copyright-year')).toHaveText('2031');
  });
});
