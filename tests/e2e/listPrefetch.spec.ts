import {test, expect, gotoHydrated} from './support/fixtures';

/**
 * List pages fetch a card's page code on intent (pointer, focus, touch), not for every card in
 * view: a list of N cards must not cost N pages' scripts on load.
 */
for (const {list, card} of [
  {list: '/case-studies', card: 'case-study-card'},
  {list: '/blog', card: 'post-card'},
]) {
  test(`${list}: a card's page code loads when the visitor points at its link, not when the card is in view`, async ({
    page,
  }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) {
        scripts.add(request.url());
      }
    });
    await gotoHydrated(page, list);
    const cards = page.getByTestId(card);
    // Every card in view once, so a viewport prefetch would have fetched them all.
    for (const each of await cards.all()) {
      await each.scrollIntoViewIfNeeded();
    }
    await page.waitForLoadState('networkidle');
    const beforeIntent = new Set(scripts);
    const prefetched = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

    const link = cards.first().getByRole('link').last();
    await link.hover();
    await expect
      .poll(() => scripts.size, {message: 'hovering a card link loads its page code'})
      .toBeGreaterThan(beforeIntent.size);
    const onIntent = [...scripts].filter((url) => !beforeIntent.has(url));
    expect(
      onIntent.filter((url) => prefetched.includes(url)),
      'fetched before any intent',
    ).toEqual([]);

    // The link still navigates within the application (no full page load).
    const href = await link.getAttribute('href');
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  });
}
