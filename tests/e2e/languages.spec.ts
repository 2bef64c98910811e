/**
 * English and French: the switcher keeps the visitor on the same page in the other language,
 * at both sizes, and every page names its translation for search engines.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, isPhone, waitForHydration} from './support/fixtures';
import {BUILD_DIR, builtHtml, localePrefixes} from '../support/routes';

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
    test(`${path}: goes to the French page and back to the same English page`, async ({page}) => {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      const toFrench = await languageLink(page, 'fr-CA');
      await expect(toFrench).toHaveAttribute('lang', 'fr-CA');
      const frenchPath = path === '/' ? '/fr/' : `/fr${path}`;
      await expect(toFrench).toHaveAttribute('href', frenchPath);
      await toFrench.click();
      // The French home's address is /fr/ (canonical); `docusaurus serve` drops the slash, nginx keeps it.
      await expect(page).toHaveURL(new RegExp(`${frenchPath.replace(/\/$/, '').replace(/\//g, '\\/')}\\/?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await gotoHydrated(page, frenchPath);
      const toEnglish = await languageLink(page, 'en-CA');
      await toEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path.replace(/\//g, '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    });
  }

  test('keeps the case-study filter and the place on the page', async ({page}) => {
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
    await expect(page.getByRole('button', {pressed: true})).toHaveCount(1);
    await expect(page.getByRole('button', {pressed: true})).not.toHaveAccessibleName('Toutes les catégories');

    await gotoHydrated(page, '/fr/contact#schedule');
    await expect(await languageLink(page, 'en-CA')).toHaveAttribute('href', '/contact#schedule');
  });
});

test('the French home served without its slash still links to the English home', {tag: '@any-size'}, async ({page}) => {
  await gotoHydrated(page, '/fr');
  const hrefs = await page
    .locator('a[hreflang="en-CA"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(new Set(hrefs)).toEqual(new Set(['/']));
  const alternate = await page.locator('link[rel="alternate"][hreflang="en-CA"]').getAttribute('href');
  expect(new URL(alternate!).pathname).toBe('/');
});

test.describe('alternate languages in the head', {tag: '@any-size'}, () => {
  for (const path of PAGES) {
    test(`${path}: names its English, French and default versions`, async ({page}) => {
      const frenchPath = path === '/' ? '/fr/' : `/fr${path}`;
      for (const [address, lang] of [
        [path, 'en_CA'],
        [frenchPath, 'fr_CA'],
      ] as const) {
        await page.goto(address);
        // Polled: hydration replaces the head tags, and for a moment they are gone.
        await expect
          .poll(async () =>
            (
              await page
                .locator('link[rel="alternate"][hreflang]')
                .evaluateAll((links) =>
                  links.map(
                    (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
                  ),
                )
            ).sort(),
          )
          .toEqual([`en-CA ${path}`, `fr-CA ${frenchPath}`, `x-default ${path}`].sort());
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', lang);
      }
    });
  }
});

test('each language’s blog feeds declare that language, and its pages title them in it', {tag: '@any-size'}, () => {
  const titles = new Map<string, string>();
  for (const prefix of localePrefixes()) {
    const blog = builtHtml(`${prefix}/blog`);
    const lang = /<html[^>]*\slang="?([^"\s>]+)/.exec(blog)![1]!;
    const rss = readFileSync(path.join(BUILD_DIR, prefix, 'blog', 'rss.xml'), 'utf8');
    expect(/<language>([^<]+)<\/language>/.exec(rss)?.[1], `${prefix}/blog/rss.xml`).toBe(lang);
    const title = /<channel>\s*<title>([^<]+)<\/title>/.exec(rss)![1]!;
    expect(blog, `${prefix}/blog names its feed`).toContain(title);
    titles.set(lang, title);
  }
  // Each language has its own title.
  expect(new Set(titles.values()).size).toBe(titles.size);
});
