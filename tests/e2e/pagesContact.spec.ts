/**
 * The contact page against a local fake of the form service (./support/fakeForm.ts): the embedded
 * form and its messages, the fallback when the frame cannot load, the collection notice, the tabs
 * below 1024 px and the scroll to the form.
 */
import type {Page} from '@playwright/test';
import {FORM_FRAME_HEIGHT_PX, FORM_LOAD_TIMEOUT_MS} from '../../src/lib/formFrame';
import {test, expect, gotoHydrated, isPhone} from './support/fixtures';
import {FORM_ID, FORM_ORIGIN, formFrame, serveFakeForm, type FakeFormSend} from './support/fakeForm';
import {parseBookingUrl} from '../../src/lib/bookingUrl';

async function showFormTab(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('tab').first().click();
  }
}

/** The form's card and the contact details' card. */
const cards = (page: Page) => page.locator('#contact-form .site-card');
const embed = (page: Page) => page.locator('[data-form-state]');

/** The fallback: the e-mail address, the phone number and the form in a tab of its own. */
async function expectFallback(page: Page): Promise<void> {
  await expect(embed(page)).toHaveAttribute('data-form-state', 'fallback');
  await showFormTab(page);
  await expect(embed(page).locator('a[href^="mailto:"]')).toBeVisible();
  await expect(embed(page).locator('a[href^="tel:"]')).toBeVisible();
  const open = embed(page).locator(`a[href="${FORM_ORIGIN}/t/${FORM_ID}"]`);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(page.locator('#contact-privacy-notice')).toBeVisible();
}

test.describe('the contact form', {tag: '@any-size'}, () => {
  test('a visitor gets the form with the page’s parameters, sized by its messages, thanked on submit', async ({
    page,
  }) => {
    let release!: () => void;
    const urls = await serveFakeForm(page, new Promise((resolve) => (release = resolve)));
    await gotoHydrated(page, '/contact?utm_source=newsletter');
    await expect(embed(page)).toHaveAttribute('data-form-state', 'loading');
    await expect(embed(page).getByRole('status')).toBeAttached();
    await expect.poll(() => urls.length).toBe(1);
    const src = new URL(urls[0]!);
    expect(`${src.origin}${src.pathname}`).toBe(`${FORM_ORIGIN}/t/${FORM_ID}`);
    expect(src.searchParams.get('utm_source')).toBe('newsletter');
    expect(src.searchParams.get('fillout-embed-id')).toMatch(/^\d{14}$/);
    expect(src.searchParams.get('fillout-embed-dynamic-resize')).toBe('true');
    const box = embed(page).locator('iframe');
    expect((await box.getAttribute('allow')) ?? '').not.toMatch(/camera|microphone|geolocation/);
    release();
    await expect(embed(page)).toHaveAttribute('data-form-state', 'ready');
    await showFormTab(page);
    // The collection notice sits above the form.
    const notice = (await page.locator('#contact-privacy-notice').boundingBox())!;
    expect(notice.y + notice.height).toBeLessThanOrEqual((await embed(page).boundingBox())!.y);
    const height = async () => Math.round((await box.boundingBox())?.height ?? 0);
    await expect.poll(height).toBe(600);

    const frame = await formFrame(page);
    const send = (...args: Parameters<FakeFormSend>) =>
      frame.evaluate((message) => (window as unknown as {send: FakeFormSend}).send(...message), args);
    const thanks = embed(page).locator('p[role="status"]');
    // Messages of another embed are ignored (the step message after them shows they were read).
    await send('form_resized', {size: 300}, '12345678901234');
    await send('form_submit', {submissionUuid: 'x'}, 'not-the-embed');
    await send('page_change', {submissionUuid: 'sub-1', stepId: 'first'});
    await expect(embed(page)).toHaveAttribute('data-form-step', 'first');
    expect(await height()).toBe(600);
    await expect(thanks).toHaveText('');
    await send('form_resized', {size: 742});
    await expect.poll(height).toBe(742);
    await send('form_resized', {size: 120});
    await expect.poll(height).toBe(256);
    // An absurd height gets the maximum, not a page ten million pixels long.
    await send('form_resized', {size: 1e7});
    await expect.poll(height).toBe(FORM_FRAME_HEIGHT_PX.max);
    await send('page_change', {submissionUuid: 'sub-1', stepId: 'details'});
    await expect(embed(page)).toHaveAttribute('data-form-step', 'details');
    await send('form_submit', {submissionUuid: 'sub-1'});
    await expect(thanks).not.toHaveText('');
  });

  test('a visitor whose form service never answers gets the other ways to reach us', async ({page}) => {
    await page.route(`${FORM_ORIGIN}/t/**`, () => undefined);
    await page.clock.install();
    await gotoHydrated(page, '/fr/contact');
    await expect(embed(page)).toHaveAttribute('data-form-state', 'loading');
    await page.clock.runFor(FORM_LOAD_TIMEOUT_MS);
    await expectFallback(page);
  });

  test('a visitor who blocks the form service gets the other ways to reach us at once', async ({page}) => {
    await page.route(`${FORM_ORIGIN}/**`, (route) => route.abort('blockedbyclient'));
    await gotoHydrated(page, '/contact');
    await expectFallback(page);
  });

  test('the visitor is offered online booking only when the build has a booking address', async ({page}) => {
    const bookingUrl = parseBookingUrl(process.env.BOOKING_URL);
    await serveFakeForm(page);
    await gotoHydrated(page, '/contact');
    await showFormTab(page);
    const links = cards(page).first().locator('a[target="_blank"]');
    if (!bookingUrl) {
      await expect(links).toHaveCount(0);
      return;
    }
    await expect(links).toHaveAttribute('href', bookingUrl);
    await expect(page.locator(`iframe[src^="${new URL(bookingUrl).origin}"]`)).toHaveCount(0);
  });
});

test('below 1024 px the visitor switches between form and details with tabs, by keyboard too', async ({page}) => {
  await serveFakeForm(page);
  await gotoHydrated(page, '/contact');
  const [form, info] = [cards(page).first(), cards(page).last()];
  if (!isPhone(page)) {
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const [formBox, infoBox] = [(await form.boundingBox())!, (await info.boundingBox())!];
    expect(infoBox.x).toBeGreaterThan(formBox.x + 300);
    return;
  }
  const [message, details] = [page.getByRole('tab').first(), page.getByRole('tab').last()];
  await expect(message).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await message.focus();
  await page.keyboard.press('ArrowRight');
  await expect(details).toBeFocused();
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expect(message).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'contact-tab-info');
  await page.keyboard.press('ArrowRight');
  await expect(message).toBeFocused();
  await page.keyboard.press('End');
  await expect(details).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(message).toHaveAttribute('aria-selected', 'true');
  // #schedule from the details tab switches back to the form.
  await details.click();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/contact#schedule');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(message).toHaveAttribute('aria-selected', 'true');
});

test.describe('without JavaScript', {tag: '@any-size'}, () => {
  test.use({javaScriptEnabled: false});
  test('the visitor gets both blocks, no tabs, and the browser’s jump puts the form 85 px down', async ({page}) => {
    await page.goto('/contact#schedule');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(
      page.locator('noscript a[href^="mailto:"]').or(page.locator('main a[href^="mailto:"]')).first(),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('contact-form')!.getBoundingClientRect().top)))
      .toBe(85);
  });
});

for (const hash of ['#schedule', '#contact-form']) {
  test(`${hash} scrolls the visitor to the form once, 85 px below the top, and no further`, async ({page}) => {
    await serveFakeForm(page);
    // The browser's own jump (before any script) must land where the hash rule scrolls: else the
    // page moves twice, once on load and again after hydration.
    await page.addInitScript(() => {
      const tops: number[] = [];
      (window as unknown as {sectionTops: number[]}).sectionTops = tops;
      const sample = () => {
        const section = document.getElementById('contact-form');
        if (section) {
          tops.push(Math.round(section.getBoundingClientRect().top));
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await gotoHydrated(page, `/contact${hash}`);
    const tops = () => page.evaluate(() => (window as unknown as {sectionTops: number[]}).sectionTops);
    await expect.poll(async () => (await tops()).at(-1)).toBe(85);
    await expect(page).toHaveURL(new RegExp(`/contact${hash}$`));
    expect(Math.min(...(await tops()))).toBeGreaterThanOrEqual(84);
  });
}

test('any other hash takes the visitor to the top and leaves the address', {tag: '@any-size'}, async ({page}) => {
  await serveFakeForm(page);
  await gotoHydrated(page, '/contact?ref=mail#pricing');
  await expect(page).toHaveURL(/\/contact\?ref=mail$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
