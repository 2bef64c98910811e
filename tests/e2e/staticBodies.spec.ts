/**
 * Long markdown bodies (blog posts, case studies) are adopted from the prerendered
 * HTML on the first load instead of being hydrated node by node, and rendered by React after a
 * client-side navigation. Either way the visitor gets the same markup.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, waitForRouteSettled} from './support/fixtures';
import {pushClientSide} from './support/content';

const bodies = [
  {
    path: '/blog/mfa-setup-quick-tip',
    selector: 'article .markdown',
    heading: 'Part 4: Protecting administrator accounts',
  },
  {
    path: '/case-studies/email-migration-microsoft-365',
    selector: '[data-testid="section-project-details"] .markdown',
    heading: 'Securing the Tenant Before Moving Data',
  },
];

// The server separates adjacent text nodes with empty comments, which a client render omits.
const withoutTextSeparators = (html: string) => html.replaceAll('<!-- -->', '');

/** The body's markup as the server sent it, parsed the way the browser parses the page. */
async function prerenderedBody(page: Page, path: string, selector: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate(
    ([source, css]) => new DOMParser().parseFromString(source, 'text/html').querySelector(css)!.innerHTML,
    [html, selector] as const,
  );
}

/**
 * The body's markup now, without the table roles src/clientModules/tableSemantics.ts writes in the
 * browser after every route change (the prerendered tables carry none).
 */
function liveBody(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('table.site-table-cards, table.site-table-cards *')
      .forEach((part) => part.removeAttribute('role'));
    return copy.innerHTML;
  });
}

/** Whether React rendered (or hydrated) the body's first element: React tags its DOM nodes. */
function isReactElement(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluate((body) => Object.keys(body.firstElementChild!).some((key) => key.startsWith('__reactFiber')));
}

for (const body of bodies) {
  test(`${body.path}: on a first load the body keeps the prerendered markup, which React does not hydrate`, async ({
    page,
  }) => {
    await gotoHydrated(page, body.path);
    const live = page.locator(body.selector);
    await expect(live.getByRole('heading', {name: body.heading})).toBeVisible();
    expect(await liveBody(page, body.selector)).toBe(await prerenderedBody(page, body.path, body.selector));
    expect(await isReactElement(page, body.selector)).toBe(false);
  });

  test(`${body.path}: after a client-side navigation React renders the same body`, async ({page}) => {
    await gotoHydrated(page, '/about');
    await pushClientSide(page, body.path);
    await waitForRouteSettled(page);
    const live = page.locator(body.selector);
    await expect(live.getByRole('heading', {name: body.heading})).toBeVisible();
    expect(await isReactElement(page, body.selector)).toBe(true);
    expect(await liveBody(page, body.selector)).toBe(
      withoutTextSeparators(await prerenderedBody(page, body.path, body.selector)),
    );
  });
}

test('a link in an adopted body navigates client-side, without reloading the page', async ({page}) => {
  await gotoHydrated(page, '/case-studies/email-migration-microsoft-365');
  await page.evaluate(() => Object.assign(window, {samePageLoad: true}));
  await page.getByTestId('section-project-details').getByRole('link', {name: 'managed IT services'}).first().click();
  await expect(page).toHaveURL(/\/services\/managed-it-services$/);
  await expect(page.getByTestId('section-project-details')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await page.evaluate(() => (window as {samePageLoad?: boolean}).samePageLoad)).toBe(true);
});

test('a post opened from the blog list shows its whole body', async ({page}) => {
  await gotoHydrated(page, '/blog');
  await page.getByTestId('post-card').filter({hasText: 'Quick Tip'}).getByRole('link').click();
  await waitForRouteSettled(page);
  await expect(page).toHaveURL(/\/blog\/mfa-setup-quick-tip$/);
  const live = page.locator('article .markdown');
  await expect(live.getByRole('heading', {name: 'Part 4: Protecting administrator accounts'})).toBeVisible();
  expect(await liveBody(page, 'article .markdown')).toBe(
    withoutTextSeparators(await prerenderedBody(page, '/blog/mfa-setup-quick-tip', 'article .markdown')),
  );
});
