/**
 * The case studies as a visitor uses them: the category filter (address, buttons, keyboard, bad
 * values), the French filter row on a phone, and what a study page does (lightbox, Copy Link,
 * tables on a phone); related studies are followed in blog.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, isPhone} from './support/fixtures';
import {expectCopyLinkWorks} from './support/content';
import {serviceSummariesIn} from '../support/services';
import {builtRoutes} from '../support/routes';

const cards = (page: Page) => page.getByTestId('case-study-card');
const chips = (page: Page) => page.getByRole('main').getByRole('group').getByRole('button');

test.describe('the case-study filter', () => {
  test('a visitor filters by a category and clears it with the same button or "All"', async ({page}) => {
    await gotoHydrated(page, '/case-studies');
    const all = await cards(page).count();
    await expect(page.getByTestId('case-studies-status')).toHaveText('');
    await chips(page).nth(1).click();
    await expect(page).toHaveURL(/\/case-studies\?category=[a-z-]+$/);
    await expect(chips(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('case-studies-status')).not.toHaveText('');
    const filtered = await cards(page).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    await chips(page).nth(1).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(cards(page)).toHaveCount(all);
    await chips(page).nth(1).click();
    await chips(page).first().click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(cards(page)).toHaveCount(all);
  });

  test(
    'a visitor arriving with a category in the address, in any case, sees it filtered',
    {tag: '@any-size'},
    async ({page}) => {
      for (const prefix of ['', '/fr']) {
        await gotoHydrated(page, `${prefix}/case-studies?category=cloud-hosting-services`);
        const count = await cards(page).count();
        expect(count).toBeGreaterThan(0);
        await gotoHydrated(page, `${prefix}/case-studies?category=CLOUD-HOSTING-SERVICES`);
        await expect(cards(page)).toHaveCount(count);
        await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
        await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'false');
      }
    },
  );

  test('a category without studies says so and offers every study', {tag: '@any-size'}, async ({page}) => {
    await gotoHydrated(page, '/case-studies?category=training-digital-adoption');
    const empty = page.getByTestId('case-studies-empty');
    await expect(empty.getByRole('heading')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await empty.getByRole('button').click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('an unknown or hostile category shows every study and echoes no markup', {tag: '@any-size'}, async ({page}) => {
    let dialog = false;
    page.on('dialog', async (opened) => {
      dialog = true;
      await opened.dismiss();
    });
    await gotoHydrated(page, '/case-studies');
    const all = await cards(page).count();
    for (const value of ['<img src=x onerror=alert(1)>', 'bogus']) {
      await gotoHydrated(page, `/case-studies?category=${encodeURIComponent(value)}`);
      await expect(cards(page)).toHaveCount(all);
      await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('onerror');
    }
    expect(dialog).toBe(false);
  });

  test('a keyboard user reaches every French chip, each scrolled into view, and picks one', async ({page}) => {
    await gotoHydrated(page, '/fr/case-studies');
    await chips(page).first().focus();
    const count = await chips(page).count();
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(chips(page).nth(index)).toBeFocused();
      await expect(chips(page).nth(index)).toBeInViewport({ratio: 1});
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?category=[a-z-]+$/);
    await expect(chips(page).last()).toHaveAttribute('aria-pressed', 'true');
  });

  test('on a phone the French chips form one scrolling row, the pressed one in view; wider, they wrap', async ({
    page,
  }) => {
    // The last chip is off screen on a phone until the page brings it in.
    await gotoHydrated(page, '/fr/case-studies?category=training-digital-adoption');
    const layout = await page
      .getByRole('main')
      .getByRole('group')
      .evaluate((row) => {
        const box = row.getBoundingClientRect();
        const pressed = row.querySelector('[aria-pressed="true"]')!.getBoundingClientRect();
        return {
          oneRow:
            new Set(Array.from(row.querySelectorAll('button'), (chip) => chip.getBoundingClientRect().top)).size === 1,
          scrolls: row.scrollWidth > row.clientWidth,
          pressedInView: pressed.left >= box.left - 0.5 && pressed.right <= box.right + 0.5,
        };
      });
    expect(layout).toEqual({oneRow: isPhone(page), scrolls: isPhone(page), pressedInView: true});
  });

  test.describe('without JavaScript', {tag: '@any-size'}, () => {
    test.use({javaScriptEnabled: false});
    test('the visitor gets every study, whatever the address asks for', async ({page}) => {
      await page.goto('/case-studies?category=cybersecurity-services');
      await expect(cards(page)).toHaveCount(builtRoutes().filter((r) => /^\/case-studies\/[^/]+$/.test(r)).length);
    });
  });
});

test('a French study shows its client, date and reading time on one row at desktop size @any-size', async ({page}) => {
  test.skip(isPhone(page), 'desktop size');
  for (const route of builtRoutes().filter((r) => /^\/fr\/case-studies\/[^/]+$/.test(r))) {
    await page.goto(route);
    const tops = await page
      .getByTestId('section-hero')
      .locator('dl > div')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(tops.length, route).toBe(3);
    expect(new Set(tops).size, route).toBe(1);
  }
});

test('a reader of a study enlarges its image, keeps internal links in the tab and copies its address', async ({
  page,
}) => {
  await gotoHydrated(page, '/case-studies/email-migration-microsoft-365');
  await page.getByRole('button', {name: /^Enlarge image:/}).click();
  await expect(page.locator('.yarl__container')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__container')).toHaveCount(0);
  const internal = page.getByTestId('section-project-details').locator('a[href^="/"]').first();
  await expect(internal).not.toHaveAttribute('target', /.+/);
  await expectCopyLinkWorks(page);
});

test('no service page sends a visitor to an empty list of case studies', {tag: '@any-size'}, async ({page}) => {
  const targets = new Set<string>();
  for (const service of await serviceSummariesIn('en-CA')) {
    await gotoHydrated(page, service.link);
    for (const href of await page
      .locator('main a[href^="/case-studies"]')
      .evaluateAll((links) => links.map((anchor) => anchor.getAttribute('href')!))) {
      if (!/^\/case-studies\/[^?]/.test(href)) {
        targets.add(href);
      }
    }
  }
  expect([...targets].filter((href) => href.includes('?category='))).not.toHaveLength(0);
  for (const href of targets) {
    await gotoHydrated(page, href);
    await expect(cards(page).first(), href).toBeVisible();
  }
});

test('a screen-reader user on a phone still meets a results table as a table', async ({page}) => {
  await gotoHydrated(page, '/case-studies/email-migration-microsoft-365');
  const table = page.locator('table.site-table-cards').first();
  await expect(table).toHaveAttribute('role', 'table');
  // The roles are written after hydration (src/clientModules/tableSemantics.ts), never in the HTML.
  for (const [selector, role] of [
    ['tbody tr', 'row'],
    ['thead th', 'columnheader'],
    ['td', 'cell'],
  ] as const) {
    const roles = await table.locator(selector).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('role')));
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set([role]));
  }
});
