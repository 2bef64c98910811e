/**
 * The language switcher keeps the visitor on the same page in the other language, at both sizes.
 * The head's alternate-language links are checked on the built files (tests/output/alternateLanguages).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, isPhone, waitForHydration} from './support/fixtures';

const PAGES = ['/', '/about', '/services/managed-it-services', '/blog/mfa-setup-quick-tip', '/contact'];

/** The switcher link to `lang`, in the header (desktop) or the opened menu panel (phone). */
async function languageLink(page: Page, lang: string): Promise<Locator> {
  if (isPhone(page)) {
    // The menu panel loads on first use; its language links sit below the navigation.
    await page.getByRole('button', {name: /menu/i}).click();
    return page.locator(`a[hreflang="${lang}"]:visible`).first();
  }
  return page.locator(`header a[hreflang="${lang}"]:visible`).first();
}

test.describe('language switcher', () => {
  for (const path of PAGES) {
    test(`${path}: a visitor switches to the French page and back to the same English page`, async ({page}) => {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      const toFrench = await languageLink(page, 'fr-CA');
      const frenchPath = path === '/' ? '/fr/' : `/fr${path}`;
      await expect(toFrench).toHaveAttribute('href', frenchPath);
      await toFrench.click();
      await expect(page).toHaveURL(new RegExp(`${frenchPath}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await gotoHydrated(page, frenchPath);
      const toEnglish = await languageLink(page, 'en-CA');
      await toEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path.replace(/\//g, '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    });
  }

  test('a visitor switching language keeps the case-study filter and the place on the page', async ({page}) => {
    await gotoHydrated(page, '/case-studies');
    // Choose a filter the way a visitor does: the address then carries it.
    await page.getByRole('button', {name: 'Cybersecurity'}).click();
    await expect(page).toHaveURL(/\?category=cybersecurity-services$/);
    const toFrench = await languageLink(page, 'fr-CA');
    await expect(toFrench).toHaveAttribute('href', '/fr/case-studies?category=cybersecurity-services');
    await toFrench.click();
    await expect(page).toHaveURL(/\/fr\/case-studies\?category=cybersecurity-services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('button', {pressed: true})).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('group').getByRole('button').first()).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await gotoHydrated(page, '/fr/contact#schedule');
    await expect(await languageLink(page, 'en-CA')).toHaveAttribute('href', '/contact#schedule');
  });
});
