/**
 * Site search at desktop and phone sizes: the header box on desktop, the 'Search...' modal on
 * phone, the box at the bottom of the mobile menu, and the /search page. Queries use words the
 * built content is sure to hold (page and service names, "security", "cloud").
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {APIRequestContext, Locator, Page, Route} from '@playwright/test';
import {test, expect, gotoHydrated, isPhone, waitForRouteSettled} from './support/fixtures';

/** Product names spelt with a capital inside the word, as the site's texts use them. */
const MIXED_CASE_NAMES = new Set([
  'vCIO',
  'VoIP',
  'PowerPoint',
  'PowerShell',
  'OneDrive',
  'OneNote',
  'SharePoint',
  'iCloud',
  'iPhone',
  'iPad',
  'macOS',
  'iOS',
  'TypeScript',
  'JavaScript',
  'ChatGPT',
  'OpenAI',
  'LinkedIn',
  'YouTube',
  'GitHub',
  'WordPress',
  'QuickBooks',
  'BitLocker',
  'LastPass',
  'FortiGate',
  'WhatsApp',
  'DocuSign',
]);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const GROUP_TITLES = ['Blog Posts', 'Case Studies', 'Services', 'Pages'];

/** The visible search box: the header box on desktop, the one in the search dialog on phone. */
async function openSearch(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('banner').getByRole('button', {name: 'Search...'}).click();
    await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
  }
  const box = page.getByRole('combobox', {name: 'Search the site'});
  await expect(box).toHaveCount(1);
  await box.click();
  return box;
}

/** The visible result panel. */
function panel(page: Page): Locator {
  return page.getByTestId('search-panel').filter({visible: true});
}

interface HeadEntry {
  url: string;
  type: string;
  title: string;
  searchText?: string;
  content?: string;
}

/** The head of the header search's index: its entries, and the folder of its shards and page texts. */
async function readHead(request: APIRequestContext, prefix = ''): Promise<{files: string; entries: HeadEntry[]}> {
  const response = await request.get(`${prefix}/search-index.json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {files: string; entries: HeadEntry[]};
}

async function typeAndWait(page: Page, box: Locator, text: string): Promise<void> {
  await box.fill(text);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page).getByRole('option').first()).toBeVisible();
}

/** Searches that name a page or a service: the named result comes first, in view, at every size. */
const NAMED_RESULTS: {query: string; group: string; title: string; url: string}[] = [
  {query: 'about', group: 'Pages', title: 'About Us', url: '/about'},
  {query: 'privacy', group: 'Pages', title: 'Privacy Policy', url: '/privacy-policy'},
  {query: 'contact', group: 'Pages', title: 'Contact', url: '/contact'},
  {query: 'terms', group: 'Pages', title: 'Terms and Conditions', url: '/terms-and-conditions'},
  {query: 'legal', group: 'Pages', title: 'Legal Information', url: '/legal'},
  {query: 'accessibility', group: 'Pages', title: 'Accessibility Statement', url: '/accessibility'},
  {query: 'resources', group: 'Pages', title: 'Resources', url: '/resources'},
  {
    query: 'cybersecurity',
    group: 'Services',
    title: 'Cybersecurity & Compliance',
    url: '/services/cybersecurity-services',
  },
  {query: 'cloud', group: 'Services', title: 'Cloud & Hosting', url: '/services/cloud-hosting-services'},
];

test.describe('searching by name', () => {
  for (const {query, group, title, url} of NAMED_RESULTS) {
    test(`"${query}" lists ${title} first under ${group}, in view`, async ({page}) => {
      await gotoHydrated(page, '/');
      const box = await openSearch(page);
      await typeAndWait(page, box, query);
      const list = panel(page).getByRole('listbox', {name: group});
      const result = list.getByRole('option').first();
      await expect(result).toHaveAttribute('href', url);
      await expect(result.locator('span').first()).toHaveText(title);
      // The very first result of the panel, and visible without scrolling the panel.
      await expect(panel(page).getByRole('option').first()).toHaveAttribute('href', url);
      await expect(result).toBeInViewport({ratio: 1});
    });
  }
});

test.describe('search results', () => {
  test('groups results under Blog Posts, Case Studies, Services, Pages with at most 3 each', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    await typeAndWait(page, box, 'security');
    await expect(panel(page).getByRole('listbox', {name: 'Blog Posts'})).toBeVisible();
    const titles = await panel(page)
      .getByRole('listbox')
      .evaluateAll((lists) =>
        lists.map(
          (list) =>
            list.getAttribute('aria-label') ??
            document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent ??
            '',
        ),
      );
    const groups = titles.filter((title) => title !== 'All results');
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect([...groups].sort()).toEqual(GROUP_TITLES.filter((title) => groups.includes(title)).sort());
    // "Cybersecurity & Compliance" is the only title holding the word: its group comes first.
    expect(groups[0]).toBe('Services');
    for (const title of groups) {
      const count = await panel(page).getByRole('listbox', {name: title}).getByRole('option').count();
      expect(count, title).toBeGreaterThan(0);
      expect(count, title).toBeLessThanOrEqual(3);
    }
    // The service line is found by its title and the query is marked in it.
    const service = panel(page)
      .getByRole('listbox', {name: 'Services'})
      .getByRole('option', {name: /^Cybersecurity & Compliance/});
    await expect(service).toBeVisible();
    await expect(service.locator('mark').first()).toHaveText(/security/i);
    await expect(panel(page).getByRole('option', {name: 'See all results for "security"'})).toBeVisible();
  });

  test('updates the text at once and the results only after the 200 ms pause', async ({page}) => {
    await page.clock.install();
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    await typeAndWait(page, box, 'cloud');
    const cloudService = panel(page).getByRole('option', {name: /^Cloud & Hosting/});
    await expect(cloudService).toBeVisible();

    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await box.fill('training');
    await expect(box).toHaveValue('training');
    await page.clock.runFor(150);
    // Still the results of the previous query: the matching query has not caught up yet.
    await expect(cloudService).toBeVisible();
    await expect(panel(page).getByRole('option', {name: /^Training & Digital Adoption/})).toHaveCount(0);
    await page.clock.runFor(60);
    await expect(panel(page).getByRole('option', {name: /^Training & Digital Adoption/})).toBeVisible();
    await expect(cloudService).toHaveCount(0);
  });

  test('opens only for more than 1 character and says when nothing matches', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    await box.fill('c');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('   ');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('qzxjvw');
    await expect(panel(page).getByText('No results found for "qzxjvw"')).toBeVisible();
    await expect(panel(page).getByRole('listbox', {name: 'Services'})).toHaveCount(0);
    // Words of 1 character are ignored: "a b" matches nothing although every page holds an "a".
    await box.fill('a b');
    await expect(panel(page).getByText('No results found for "a b"')).toBeVisible();
  });

  test('shows markup and regular-expression characters in the query as text', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    const hostile = '<img src=x onerror="window.__hacked=1"> ([*\\';
    await box.fill(hostile);
    await expect(panel(page).getByText(`No results found for "${hostile}"`)).toBeVisible();
    await expect(panel(page).locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__hacked?: number}).__hacked)).toBeUndefined();
    await box.fill('x'.repeat(1990) + ' security');
    await expect(panel(page).getByRole('option', {name: /^Cybersecurity & Compliance/})).toBeVisible();
  });

  test('"Show more" shows up to 8 results of a type', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    // Every service line has the category "IT Services": 8 matches, 3 shown.
    await typeAndWait(page, box, 'services');
    const services = panel(page).getByRole('listbox', {name: 'Services'});
    await expect(services.getByRole('option')).toHaveCount(3);
    await panel(page)
      .getByRole('button', {name: /^Show more services/})
      .click();
    await expect(services.getByRole('option')).toHaveCount(8);
    await expect(panel(page).getByRole('button', {name: /^Show more services/})).toHaveCount(0);
    await expect(box).toBeFocused();
  });
});

test.describe('keyboard and closing', () => {
  test('moves through results with the arrow keys and opens the active one with Enter', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    await typeAndWait(page, box, 'cloud');
    const options = panel(page).getByRole('option');
    await page.keyboard.press('ArrowDown');
    const first = options.nth(0);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Up from the first result wraps to the last entry, "See all results".
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toHaveAccessibleName('See all results for "cloud"');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const href = (await first.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await waitForRouteSettled(page);
    if (isPhone(page)) {
      await expect(page.getByRole('dialog', {name: 'Search'})).toBeHidden();
    } else {
      await expect(box).toHaveValue('');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('closes with Escape and on an outside press, keeping the text', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    await typeAndWait(page, box, 'cloud');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toHaveCount(0);
    await expect(box).toHaveValue('cloud');
    if (isPhone(page)) {
      // The first Escape closed only the results; the dialog is still open.
      await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
    }
    await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Outside press: the left of the page hero on desktop, the dialog title on phone.
    if (isPhone(page)) {
      await page.getByRole('dialog', {name: 'Search'}).getByRole('heading', {name: 'Search'}).click();
    } else {
      await page.mouse.click(30, 400);
    }
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a result with the pointer navigates and clears the text and results', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    await typeAndWait(page, box, 'cloud hosting');
    await panel(page)
      .getByRole('option', {name: /^Cloud & Hosting/})
      .click();
    await expect(page).toHaveURL(/\/services\/cloud-hosting-services$/);
    await waitForRouteSettled(page);
    const again = await openSearch(page);
    await expect(again).toHaveValue('');
    await expect(again).toHaveAttribute('aria-expanded', 'false');
  });

  test('"See all results" and Enter without an active result open /search with the query', async ({page}) => {
    await gotoHydrated(page, '/about');
    let box = await openSearch(page);
    await typeAndWait(page, box, 'security');
    await panel(page).getByRole('option', {name: 'See all results for "security"'}).click();
    await expect(page).toHaveURL(/\/search\?q=security$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Search'})).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox', {name: 'Search terms'})).toHaveValue('security');
    // Full-text results from the plugin's index, with the query marked as text.
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: /results? for "security"/})).toBeVisible();

    await gotoHydrated(page, '/about');
    box = await openSearch(page);
    await box.fill('cloud backup');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=cloud%20backup$/);
  });
});

test.describe('desktop header box', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1024, 'desktop only');

  for (const route of ['/about', '/fr/about']) {
    test(`${route}: widens on focus and narrows when idle, without moving the other header items`, async ({page}) => {
      await gotoHydrated(page, route);
      const box = page.getByRole('banner').getByRole('combobox');
      const emergency = page
        .getByRole('banner')
        .getByRole('button', {name: /^(Immediate Assistance|Assistance immédiate)$/});
      const idleWidth = (await box.boundingBox())!.width;
      const buttonBefore = await emergency.boundingBox();
      await box.focus();
      await expect.poll(async () => (await box.boundingBox())!.width).toBeGreaterThan(idleWidth + 80);
      expect(await emergency.boundingBox()).toEqual(buttonBefore);
      await page.mouse.click(30, 400);
      await expect.poll(async () => Math.round((await box.boundingBox())!.width)).toBe(Math.round(idleWidth));
    });
  }

  test('"/" and Ctrl+K focus the search, but not while typing in another field', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = page.getByRole('combobox', {name: 'Search the site'});
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await page.mouse.click(30, 400);
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();

    await gotoHydrated(page, '/search');
    const field = page.getByRole('main').getByRole('searchbox', {name: 'Search terms'});
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(box).not.toBeFocused();
  });

  test('passes axe with the result panel open', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    await typeAndWait(page, box, 'security');
    await page.keyboard.press('ArrowDown');
    const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('phone and tablet search', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) >= 1024, 'phone and tablet only');

  test("the 'Search...' button opens a modal that its close button closes", async ({page}) => {
    await gotoHydrated(page, '/about');
    const opener = page.getByRole('banner').getByRole('button', {name: 'Search...'});
    await opener.click();
    const dialog = page.getByRole('dialog', {name: 'Search'});
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', {name: 'Search the site'});
    await expect(box).toBeFocused();
    await typeAndWait(page, box, 'security');
    const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expect(page.locator('body')).toHaveClass(/site-scroll-locked/);
    await dialog.getByRole('button', {name: 'Close search'}).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/site-scroll-locked/);
    // Escape with the results closed closes the dialog itself.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the mobile menu has the search box at the bottom, with results opening upward', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('button', {name: 'Open menu'}).click();
    const box = page.getByRole('combobox', {name: 'Search the site'});
    const nav = page.getByRole('navigation', {name: 'Mobile'});
    await expect(box).toBeVisible();
    const navBox = (await nav.boundingBox())!;
    const inputBox = (await box.boundingBox())!;
    expect(inputBox.y).toBeGreaterThan(navBox.y + navBox.height - 1);
    await box.click();
    await typeAndWait(page, box, 'cloud');
    const panelBox = (await panel(page).boundingBox())!;
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(inputBox.y);
    // Escape closes the results, not the menu.
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeVisible();
    await box.fill('cloud hosting');
    await panel(page)
      .getByRole('option', {name: /^Cloud & Hosting/})
      .click();
    await expect(page).toHaveURL(/\/services\/cloud-hosting-services$/);
    await expect(nav).toBeHidden();
  });
});

test.describe('search index', () => {
  test('is fetched on the first focus, not with the page', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index.json')) {
        fetched.push(request.url());
      }
    });
    await page.goto('/about', {waitUntil: 'networkidle'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    expect(fetched).toEqual([]);
    await openSearch(page);
    await expect.poll(() => fetched.length).toBe(1);
  });

  test('a query fetches the shard of each word and the page texts of the results shown, once', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index')) {
        fetched.push(new URL(request.url()).pathname);
      }
    });
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    await typeAndWait(page, box, 'cloud backup');
    // Every result and "See all results".
    const shown = (await panel(page).getByRole('option').count()) - 1;
    await expect.poll(() => fetched.filter((file) => /\/t\d+\.json$/.test(file)).length).toBe(shown);
    const shards = fetched.filter((file) => /\/k\d+\.json$/.test(file));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThanOrEqual(2);
    expect(fetched[0]).toBe('/search-index.json');
    expect(fetched.every((file) => file === '/search-index.json' || file.startsWith('/search-index/'))).toBe(true);
    // The same query again reads nothing more.
    const before = fetched.length;
    await box.fill('cloud');
    await expect(panel(page).getByRole('option', {name: /^Cloud & Hosting/})).toBeVisible();
    await box.fill('cloud backup');
    await expect(panel(page).getByRole('option').first()).toBeVisible();
    const again = fetched.slice(before);
    expect(again.filter((file) => /\/k\d+\.json$/.test(file))).toEqual([]);
  });

  test('an answer that arrives after a newer query is dropped', async ({page}) => {
    await gotoHydrated(page, '/about');
    const box = await openSearch(page);
    await expect(box).toBeFocused();
    // The files of the first query are held until the second query has its results.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/search-index/**', (route) => (holding ? void held.push(route) : route.continue()));
    const texts: string[] = [];
    const pending = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) {
        pending.add(request.url());
        if (/\/t\d+\.json$/.test(request.url())) {
          texts.push(request.url());
        }
      }
    });
    page.on('requestfinished', (request) => pending.delete(request.url()));
    await box.fill('privacy');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(panel(page)).toHaveText('Searching…');
    holding = false;
    await box.fill('cloud hosting');
    await expect(panel(page).getByRole('option').first()).toHaveAccessibleName(/^Cloud & Hosting/);
    // Now the first query's shard arrives, and it goes on to fetch its results' page texts: its
    // answer never replaces the newer one.
    const textsBefore = texts.length;
    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(() => texts.length > textsBefore && pending.size === 0).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expect(panel(page).getByRole('option').first()).toHaveAccessibleName(/^Cloud & Hosting/);
    await expect(panel(page).getByRole('option', {name: /^Privacy Policy/})).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  test('the results code loads when a visitor points at the header box; the index on focus', async ({page}) => {
    test.skip(isPhone(page), 'the header box is the desktop one');
    const scripts: string[] = [];
    const indexes: string[] = [];
    await page.goto('/about', {waitUntil: 'networkidle'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    page.on('request', (request) => {
      if (request.url().includes('/assets/js/')) {
        scripts.push(request.url());
      }
      if (request.url().includes('/search-index.json')) {
        indexes.push(request.url());
      }
    });
    await page.getByRole('combobox', {name: 'Search the site'}).hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(indexes).toEqual([]);
  });

  test('the box answers the first keys while its results code is still on its way', async ({page}) => {
    test.skip(isPhone(page), 'on phones the box sits in a dialog whose own code loads on the same press');
    await page.goto('/about', {waitUntil: 'networkidle'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    // Every script requested from now on is held until the box has answered.
    const held: Route[] = [];
    let released = false;
    await page.route('**/assets/js/**', (route) => (released ? route.continue() : void held.push(route)));
    const box = page.getByRole('combobox', {name: 'Search the site'});
    await box.click();
    await box.fill('privacy');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toHaveText('Searching…');
    expect(held.length).toBeGreaterThan(0);
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Enter');
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect(page).toHaveURL(/\/search\?q=privacy$/);
  });

  test(
    'holds the content of each page, not its interface, with blocks kept apart',
    {tag: '@any-size'},
    async ({request}) => {
      const {files, entries} = await readHead(request);
      const withTexts = await Promise.all(
        entries.map(async ({url}, position) => {
          const response = await request.get(`/${files}/t${position}.json`);
          expect(response.ok(), url).toBe(true);
          return {url, content: (await response.json()) as string};
        }),
      );
      const interfaceTexts = [
        'Back to Blog',
        'Back to Case Studies',
        'Discuss Your Needs',
        'View Case Studies',
        'View All',
        '(opens in a new tab)',
        'View on map',
        'min read',
        'Olena Kovalenko',
        'Mathieu Lavoie',
      ];
      expect(withTexts.filter(({content}) => content !== '').length).toBeGreaterThan(10);
      for (const {url, content} of withTexts) {
        for (const text of interfaceTexts) {
          expect(content, `${url} holds "${text}"`).not.toContain(text);
        }
        // A lowercase letter straight before a capital marks two blocks run together
        // ("CanadaView", "NeedsView"), unless the word is a product name written that way.
        const runTogether = (content.match(/\b[A-Za-z]*[a-z][A-Z][A-Za-z]*\b/g) ?? []).filter(
          (word) => !MIXED_CASE_NAMES.has(word),
        );
        expect(runTogether, url).toEqual([]);
      }
    },
  );

  test(
    'holds one entry per page, service, blog post and case study, without noindex pages',
    {tag: '@any-size'},
    async ({request}) => {
      const {entries} = await readHead(request);
      const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
      expect(byUrl.get('/services/cloud-hosting-services')?.type).toBe('service');
      expect(byUrl.get('/about')?.type).toBe('page');
      expect(byUrl.get('/accessibility')?.type).toBe('page');
      expect(entries.filter((entry) => entry.type === 'blog').length).toBeGreaterThanOrEqual(3);
      expect(entries.filter((entry) => entry.type === 'case-study').length).toBeGreaterThanOrEqual(3);
      for (const excluded of ['/brand-guidelines', '/favicon-light', '/favicon-dark', '/search', '/404']) {
        expect(byUrl.has(excluded), excluded).toBe(false);
      }
      expect(entries.some((entry) => entry.url.startsWith('/blog/tags'))).toBe(false);
      for (const entry of entries) {
        expect(entry.title).not.toBe('');
        // The head carries no search text and no page text: a query fetches what it needs.
        expect(entry.searchText).toBeUndefined();
        expect(entry.content).toBeUndefined();
      }
    },
  );
});

test.describe('French search', () => {
  /** A message of the French interface, as the French pages show it. */
  const french = (id: string): string =>
    (
      JSON.parse(readFileSync(path.resolve(__dirname, '../../i18n/fr-CA/code.json'), 'utf8')) as Record<
        string,
        {message: string}
      >
    )[id]!.message;

  test('the French index holds the French accessibility statement', {tag: '@any-size'}, async ({request}) => {
    const {entries} = await readHead(request, '/fr');
    const statement = entries.find((entry) => entry.url === '/fr/accessibility');
    expect(statement).toMatchObject({type: 'page', title: "Déclaration d'accessibilité"});
  });

  test('a French query finds French pages, in the header search and on /fr/search', async ({page}) => {
    await gotoHydrated(page, '/fr/about');
    if (isPhone(page)) {
      await page
        .getByRole('banner')
        .getByRole('button', {name: french('search.modal.openButton')})
        .click();
      await expect(page.getByRole('dialog', {name: french('search.modal.title')})).toBeVisible();
    }
    const box = page.getByRole('combobox', {name: french('search.box.ariaLabel')});
    await box.click();
    await typeAndWait(page, box, 'infonuagique');
    const results = panel(page).getByRole('option');
    await expect(results.first()).toBeVisible();
    // Grouped under French titles, every result a page of the French site.
    await expect(panel(page).getByText(french('search.group.service'), {exact: true}).first()).toBeVisible();
    const hrefs = await panel(page)
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href, href).toMatch(/^\/fr\//);
    }
    await panel(page)
      .getByRole('option', {name: /^Infonuagique/})
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr\/services\/cloud-hosting-services$/);

    // The full-text page of the French site finds French text.
    await gotoHydrated(page, '/fr/search?q=courriel');
    const fullText = page.getByRole('main').getByRole('listitem');
    await expect(fullText.first()).toBeVisible();
    const found = await page
      .getByRole('main')
      .locator('li a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((href) => href.startsWith('/fr/')),
      found.join(' '),
    ).toBe(true);
  });
});

test.describe('full-text search page', () => {
  /** The names the site gives a page: the header index's title (the page's own title) and the menu or footer links to it. */
  async function namesOf(page: Page, prefix: string): Promise<Map<string, Set<string>>> {
    const {entries} = await readHead(page.request, prefix);
    const names = new Map<string, Set<string>>();
    const add = (url: string, name: string) => names.set(url, (names.get(url) ?? new Set()).add(name.trim()));
    for (const {url, title} of entries) {
      add(url, title);
    }
    const links = await page
      .locator('header a[href], footer a[href]')
      .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href')!, a.textContent ?? ''] as const));
    for (const [href, text] of links) {
      add(href, text);
    }
    return names;
  }

  for (const {prefix, query} of [
    {prefix: '', query: 'migration'},
    {prefix: '/fr', query: 'migration'},
  ]) {
    test(
      `${prefix || '/en'}: one result per page, titled with the page's name, not a heading inside it`,
      {tag: '@any-size'},
      async ({page}) => {
        await gotoHydrated(page, `${prefix}/search?q=${query}`);
        const items = page.getByRole('main').getByRole('listitem');
        await expect(items.first()).toBeVisible();
        const results = await page
          .getByRole('main')
          .locator('ol > li h2 a')
          .evaluateAll((links) => links.map((link) => [link.getAttribute('href')!, link.textContent ?? ''] as const));
        const hrefs = results.map(([href]) => href.replace(/#.*$/, ''));
        expect(hrefs.length).toBeGreaterThan(1);
        expect(new Set(hrefs).size, hrefs.join(' ')).toBe(hrefs.length);
        // The case study the query names is one of them (it matches in its title, headings and text).
        expect(hrefs).toContain(`${prefix}/case-studies/email-migration-microsoft-365`);
        const names = await namesOf(page, prefix);
        for (const [href, title] of results) {
          const known = names.get(href.replace(/#.*$/, '').replace(/\/$/, '') || '/') ?? names.get(href);
          expect([...(known ?? [])], `${href} titled "${title}"`).toContain(title.trim());
        }
      },
    );
  }
});
