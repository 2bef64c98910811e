/**
 * What the search needs a browser for: the header box on desktop, the 'Search...' dialog on phones,
 * the box of the mobile menu, and the /search page. What is found, and how it is shown, is checked
 * on the built index (tests/output/searchQuality.test.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page, Route} from '@playwright/test';
import {test, expect, gotoHydrated, isPhone, waitForRouteSettled} from './support/fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The visible search box: the header box on desktop, the one in the search dialog on phones. */
async function openSearch(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('banner').getByRole('button', {name: 'Search...'}).click();
    await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
  }
  const box = page.getByRole('combobox', {name: 'Search the site'});
  await box.click();
  return box;
}

const panel = (page: Page) => page.getByTestId('search-panel').filter({visible: true});

async function search(page: Page, box: Locator, text: string): Promise<Locator> {
  await box.fill(text);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = panel(page).getByRole('option');
  await expect(options.first()).toBeVisible();
  return options;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const {violations} = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor gets results past one character, grouped, the first in view, the query marked; none is said plainly', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  const box = await openSearch(page);
  await box.fill('c');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const options = await search(page, box, 'cloud');
  await expect(options.first()).toBeInViewport({ratio: 1});
  await expect(options.first().locator('mark').first()).toHaveText(/cloud/i);
  const groups = panel(page).getByRole('listbox');
  expect(await groups.count()).toBeGreaterThan(2);
  for (const group of await groups.all()) {
    expect(await group.getByRole('option').count()).toBeLessThanOrEqual(3);
  }
  await box.fill('qzxjvw');
  await expect(panel(page)).toContainText('No results found for "qzxjvw"');
  await expectNoAxeViolations(page);
});

test('a visitor’s results follow the text after a 200 ms pause', async ({page}) => {
  await page.clock.install();
  await gotoHydrated(page, '/about');
  const box = await openSearch(page);
  const first = (await search(page, box, 'cloud')).first();
  const cloudResult = await first.getAttribute('href');
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await box.fill('privacy');
  await expect(box).toHaveValue('privacy');
  await page.clock.runFor(150);
  await expect(first).toHaveAttribute('href', cloudResult!);
  await page.clock.runFor(60);
  await expect(first).not.toHaveAttribute('href', cloudResult!);
});

test('a keyboard user moves through the results with the arrows and opens one with Enter, clearing the box', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  const box = await openSearch(page);
  const options = await search(page, box, 'cloud');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  // Up from the first result wraps to the last option, "See all results".
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.last()).toHaveAccessibleName('See all results for "cloud"');
  await page.keyboard.press('ArrowDown');
  const href = (await options.first().getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await waitForRouteSettled(page);
  const again = await openSearch(page);
  await expect(again).toHaveValue('');
  await expect(again).toHaveAttribute('aria-expanded', 'false');
});

test('Escape or a press outside closes a visitor’s results, keeping the text', async ({page}) => {
  await gotoHydrated(page, '/about');
  const box = await openSearch(page);
  await search(page, box, 'cloud');
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('cloud');
  const dialog = page.getByRole('dialog', {name: 'Search'});
  if (isPhone(page)) {
    // The first Escape closed the results only.
    await expect(dialog).toBeVisible();
  }
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await (isPhone(page) ? dialog.getByRole('heading', {name: 'Search'}).click() : page.mouse.click(30, 400));
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('a visitor opens /search with the query by "See all results" or by Enter', async ({page}) => {
  await gotoHydrated(page, '/about');
  let box = await openSearch(page);
  await search(page, box, 'security');
  await panel(page).getByRole('option', {name: 'See all results for "security"'}).click();
  await expect(page).toHaveURL(/\/search\?q=security$/);
  await expect(page.getByRole('searchbox', {name: 'Search terms'})).toHaveValue('security');
  await expect(page.getByRole('main').getByRole('listitem').first().locator('mark').first()).toHaveText(/security/i);
  await gotoHydrated(page, '/about');
  box = await openSearch(page);
  await box.fill('cloud backup');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=cloud%20backup$/);
});

test.describe('desktop header box', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1024, 'desktop only');

  test('a visitor downloads the index on the first focus, not with the page', async ({page}) => {
    const indexes: string[] = [];
    page.on('request', (request) => void (request.url().includes('/search-index') && indexes.push(request.url())));
    await page.goto('/about', {waitUntil: 'networkidle'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    expect(indexes).toEqual([]);
    await page.getByRole('combobox', {name: 'Search the site'}).focus();
    await expect.poll(() => indexes.length).toBeGreaterThan(0);
  });

  test('a fast typist is answered while the results code is on its way', async ({page}) => {
    await page.goto('/about', {waitUntil: 'networkidle'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const held: Route[] = [];
    let released = false;
    await page.route('**/assets/js/**', (route) => (released ? route.continue() : void held.push(route)));
    const box = page.getByRole('combobox', {name: 'Search the site'});
    await box.fill('privacy');
    await expect(panel(page)).toHaveText('Searching…');
    await box.press('Enter');
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect(page).toHaveURL(/\/search\?q=privacy$/);
  });
});

test.describe('phone and tablet search', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) >= 1024, 'phone and tablet only');

  test("a phone visitor searches in the 'Search...' dialog and closes it with its button or Escape", async ({page}) => {
    await gotoHydrated(page, '/about');
    const opener = page.getByRole('banner').getByRole('button', {name: 'Search...'});
    await opener.click();
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await expect(dialog.getByRole('combobox', {name: 'Search the site'})).toBeFocused();
    await search(page, dialog.getByRole('combobox'), 'security');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', {name: 'Close search'}).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a phone visitor searches from the bottom of the menu, the results opening upward; a result closes the menu', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('button', {name: 'Open menu'}).click();
    const nav = page.getByRole('navigation', {name: 'Mobile'});
    const box = page.getByRole('combobox', {name: 'Search the site'});
    const boxTop = (await box.boundingBox())!.y;
    const navBox = (await nav.boundingBox())!;
    expect(boxTop).toBeGreaterThan(navBox.y + navBox.height - 1);
    const first = (await search(page, box, 'cloud')).first();
    const panelBox = (await panel(page).boundingBox())!;
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(boxTop);
    // Escape closes the results, not the menu; a result closes the menu.
    await page.keyboard.press('Escape');
    await expect(nav).toBeVisible();
    await box.click();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(nav).toBeHidden();
  });
});

test(
  'a French visitor’s /fr/search lists French pages, and typing updates the address',
  {tag: '@any-size'},
  async ({page}) => {
    await gotoHydrated(page, '/fr/search?q=courriel');
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results.first().locator('mark').first()).toHaveText(/courriel/i);
    const hrefs = await results.locator('h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href?.startsWith('/fr/'))).toEqual([]);
    await page.getByRole('searchbox').fill('sécurité');
    await expect(page).toHaveURL(/\/fr\/search\?q=s%C3%A9curit%C3%A9$/);
    await expect(results.first().locator('mark').first()).toHaveText(/sécurité/i);
  },
);
