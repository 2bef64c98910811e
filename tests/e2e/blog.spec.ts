/**
 * The blog as a reader uses it: the list, a post's lightbox, tags, related posts and studies, links back.
 * The feeds and the links inside posts are checked on the built files (tests/output/posts.test.ts).
 */
import {test, expect, gotoHydrated, waitForRouteSettled} from './support/fixtures';
import {expectCopyLinkWorks, pushClientSide} from './support/content';

test('a reader sees the featured post apart, then every other post as a card with a short excerpt', async ({page}) => {
  await gotoHydrated(page, '/blog');
  const featured = page.getByRole('region', {name: 'Featured post'}).getByTestId('post-card');
  const grid = page.getByRole('region', {name: 'All posts'}).getByTestId('post-card');
  await expect(featured).toHaveCount(1);
  expect(await grid.count()).toBe((await page.getByTestId('post-card').count()) - 1);
  // Card titles look like headings, not links in running text.
  const decorations = await page
    .getByTestId('post-card')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => getComputedStyle(link).textDecorationLine));
  expect(new Set(decorations)).toEqual(new Set(['none']));
  // Excerpts stop at three lines.
  const lines = await grid
    .first()
    .locator('p')
    .evaluateAll((texts) =>
      texts.map((text) => Math.round(text.clientHeight / parseFloat(getComputedStyle(text).lineHeight))),
    );
  expect(Math.max(...lines)).toBeLessThanOrEqual(3);
  const href = (await grid.first().getByRole('link').first().getAttribute('href'))!;
  await grid.first().getByRole('link').first().click();
  await waitForRouteSettled(page);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('a reader enlarges a post’s image and toggles 100% and 200% by double-click or double-tap', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/blog/tech-pulse-june-2025');
  await page.getByRole('button', {name: /^Enlarge image:/}).click();
  const image = page.locator('.yarl__slide_current .yarl__slide_image');
  await expect(image).toBeVisible();
  const scale = () => image.evaluate((element) => new DOMMatrix(getComputedStyle(element.parentElement!).transform).a);
  const doubleActivate = async () => {
    const box = (await image.boundingBox())!;
    const x = Math.min(box.x + box.width / 2, page.viewportSize()!.width / 2);
    const y = Math.min(box.y + box.height / 2, page.viewportSize()!.height / 2);
    if (testInfo.project.use.hasTouch) {
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
    } else {
      await page.mouse.dblclick(x, y);
    }
  };
  expect(await scale()).toBe(1);
  await doubleActivate();
  await expect.poll(scale).toBe(2);
  await doubleActivate();
  await expect.poll(scale).toBe(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__container')).toHaveCount(0);
});

test('a reader follows a tag to the posts that carry it, and on to every tag', {tag: '@any-size'}, async ({page}) => {
  await gotoHydrated(page, '/blog/2025-year-of-ai-enabled-smbs');
  const tag = page.getByRole('list', {name: 'Tags'}).getByRole('link').first();
  const name = (await tag.textContent())!;
  expect(name).toMatch(/^#/);
  await tag.click();
  await waitForRouteSettled(page);
  await expect(page).toHaveURL(new RegExp(`/blog/tags/${name.slice(1)}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(name);
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.getByRole('link', {name: 'All tags'}).click();
  await waitForRouteSettled(page);
  await expect(page).toHaveURL(/\/blog\/tags$/);
});

for (const [route, region] of [
  ['/blog/mfa-setup-quick-tip', 'Keep Reading'],
  ['/case-studies/email-migration-microsoft-365', 'More Case Studies'],
]) {
  test(`${route}: a reader follows a related entry to its page, which never lists itself @any-size`, async ({page}) => {
    await gotoHydrated(page, route);
    const related = page.getByRole('region', {name: region}).getByRole('link');
    const href = (await related.first().getAttribute('href'))!;
    await related.first().click();
    await waitForRouteSettled(page);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs).not.toContain(href);
  });
}

test('a reader copies a post’s address and goes back to the blog', async ({page}) => {
  await gotoHydrated(page, '/blog/2025-year-of-ai-enabled-smbs');
  await expectCopyLinkWorks(page);
  await page.getByRole('link', {name: 'Back to Blog'}).click();
  await waitForRouteSettled(page);
  await expect(page).toHaveURL(/\/blog$/);
});

test.describe('unknown entries', {tag: '@any-size'}, () => {
  // The list's not-found document is a console error by design.
  test.use({failOnConsoleErrors: false});
  for (const [unknown, list] of [
    ['/blog/no-such-post', '/blog'],
    ['/case-studies/no-such-study', '/case-studies'],
  ]) {
    test(`a client-side link to ${unknown} takes the visitor to ${list}, replacing the history entry`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, '/about');
      await pushClientSide(page, unknown);
      await expect(page).toHaveURL(new RegExp(`${list}$`));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([]);
    });
  }
});
