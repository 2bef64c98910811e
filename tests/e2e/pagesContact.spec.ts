/**
 * The contact page: the embedded form against a local fake form service, the
 * fallback when the frame cannot load, hash scrolling and removal, and the tabs below 1024 px.
 * The fake service answers the form frame's request through page.route, so messages come from
 * the configured form origin exactly as they would in production.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {FORM_FRAME_HEIGHT_PX, FORM_LOAD_TIMEOUT_MS} from '../../src/lib/formFrame';
import {test, expect, gotoHydrated, isPhone} from './support/fixtures';
import {FORM_ID, FORM_ORIGIN, formFrame, serveFakeForm, type FakeFormSend} from './support/fakeForm';
import {company, formatAddress} from '../../src/data/company';
import {buildMapsHref} from '../../src/lib/contactLinks';
import {parseBookingUrl} from '../../src/lib/bookingUrl';

async function showFormTab(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('tab', {name: 'Send Message'}).click();
  }
}

test.describe('contact form embed', {tag: '@any-size'}, () => {
  test('loads the form with the page parameters, a random embed id and dynamic resize, granted no device feature; acts only on matching messages', async ({
    page,
  }) => {
    let release!: () => void;
    const urls = await serveFakeForm(page, new Promise((resolve) => (release = resolve)));
    await gotoHydrated(page, '/contact?utm_source=newsletter');
    const embed = page.locator('[data-form-state]');
    // Spinner until the form reports in.
    await expect(embed).toHaveAttribute('data-form-state', 'loading');
    await expect(embed.getByRole('status').filter({hasText: 'Loading the contact form'})).toBeAttached();
    await expect.poll(() => urls.length).toBe(1);
    const src = new URL(urls[0]!);
    expect(`${src.origin}${src.pathname}`).toBe(`${FORM_ORIGIN}/t/${FORM_ID}`);
    expect(src.searchParams.get('utm_source')).toBe('newsletter');
    expect(src.searchParams.get('fillout-embed-id')).toMatch(/^\d{14}$/);
    expect(src.searchParams.get('fillout-embed-dynamic-resize')).toBe('true');
    const box = embed.locator('iframe');
    expect((await box.getAttribute('allow')) ?? '').not.toMatch(/camera|microphone|geolocation/);
    release();

    await expect(embed).toHaveAttribute('data-form-state', 'ready');
    await expect(embed.getByText('Loading the contact form')).toHaveCount(0);
    await showFormTab(page);
    // 600 px until the form reports its height.
    await expect.poll(async () => (await box.boundingBox())?.height).toBe(600);

    const frame = await formFrame(page);
    // A message with another embed id is ignored.
    await frame.evaluate(() =>
      (window as unknown as {send: FakeFormSend}).send('form_resized', {size: 300}, '12345678901234'),
    );
    await frame.evaluate(() =>
      (window as unknown as {send: FakeFormSend}).send('form_submit', {submissionUuid: 'x'}, 'not-the-embed'),
    );
    await page.waitForTimeout(300);
    expect((await box.boundingBox())?.height).toBe(600);
    await expect(page.getByText(/Thank you! Your message has been sent/)).toHaveCount(0);

    await frame.evaluate(() => (window as unknown as {send: FakeFormSend}).send('form_resized', {size: 742}));
    await expect.poll(async () => Math.round((await box.boundingBox())?.height ?? 0)).toBe(742);
    await frame.evaluate(() => (window as unknown as {send: FakeFormSend}).send('form_resized', {size: 120}));
    await expect.poll(async () => Math.round((await box.boundingBox())?.height ?? 0)).toBe(256);
    // A form that reports an absurd height gets the maximum, not a page ten million pixels long.
    await frame.evaluate(() => (window as unknown as {send: FakeFormSend}).send('form_resized', {size: 1e7}));
    await expect.poll(async () => Math.round((await box.boundingBox())?.height ?? 0)).toBe(FORM_FRAME_HEIGHT_PX.max);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(
      FORM_FRAME_HEIGHT_PX.max + 5_000,
    );

    await frame.evaluate(() =>
      (window as unknown as {send: FakeFormSend}).send('page_change', {submissionUuid: 'sub-1', stepId: 'details'}),
    );
    await expect(embed).toHaveAttribute('data-form-step', 'details');
    await frame.evaluate(() =>
      (window as unknown as {send: FakeFormSend}).send('form_submit', {submissionUuid: 'sub-1'}),
    );
    await expect(page.getByText(/Thank you! Your message has been sent/)).toBeVisible();
  });

  test('requests nothing from other origins except the form service', async ({page}) => {
    await serveFakeForm(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1') foreign.push(url.origin);
    });
    await gotoHydrated(page, '/contact');
    await expect(page.locator('[data-form-state]')).toHaveAttribute('data-form-state', 'ready');
    expect([...new Set(foreign)]).toEqual([FORM_ORIGIN]);
  });

  test('shows a plain fallback when the frame does not load in time', async ({page}) => {
    // A form service that never answers: the frame neither loads nor reports.
    await page.route(`${FORM_ORIGIN}/t/**`, () => undefined);
    await page.clock.install();
    await gotoHydrated(page, '/contact');
    const embed = page.locator('[data-form-state]');
    await expect(embed).toHaveAttribute('data-form-state', 'loading');
    await page.clock.runFor(FORM_LOAD_TIMEOUT_MS);
    await expect(embed).toHaveAttribute('data-form-state', 'fallback');
    await showFormTab(page);
    await expect(embed.getByText('The contact form could not be loaded.')).toBeVisible();
    await expect(embed.getByRole('link', {name: company.contact.email})).toHaveAttribute(
      'href',
      `mailto:${company.contact.email}`,
    );
    await expect(embed.getByRole('link', {name: company.contact.phone})).toHaveAttribute(
      'href',
      `tel:${company.contact.phoneE164}`,
    );
    const open = embed.getByRole('link', {name: 'Open the contact form in a new tab'});
    await expect(open).toHaveAttribute('href', `${FORM_ORIGIN}/t/${FORM_ID}`);
    await expect(open).toHaveAttribute('target', '_blank');
    await expectCardFitsFallback(page);
  });
});

test.describe('contact form blocked by the visitor', () => {
  test('shows the other ways to reach us within 4 s, in a card as tall as the contact card', async ({page}) => {
    // A blocker that stops the form service: the frame never loads and no message ever comes.
    await page.route(`${FORM_ORIGIN}/**`, (route) => route.abort('blockedbyclient'));
    // Counted from hydration, when the frame is added: the time to hydrate is the sweep's to
    // judge, and on a busy test machine it varies by seconds.
    await gotoHydrated(page, '/contact');
    const started = Date.now();
    await showFormTab(page);
    const embed = page.locator('[data-form-state]');
    await expect(embed.getByRole('link', {name: company.contact.email})).toBeVisible({
      timeout: 4_000 - (Date.now() - started),
    });
    await expect(embed.getByRole('link', {name: company.contact.phone})).toBeVisible();
    await expect(embed).toHaveAttribute('data-form-state', 'fallback');
    await expectCardFitsFallback(page);
    if (!isPhone(page)) {
      const [messageCard, infoCard] = await Promise.all([
        contactCard(page, 'Send Us a Message').boundingBox(),
        contactCard(page, 'Contact Information').boundingBox(),
      ]);
      expect(messageCard!.y).toBeCloseTo(infoCard!.y, 0);
      expect(Math.abs(messageCard!.height - infoCard!.height)).toBeLessThanOrEqual(1);
    }
  });
});

function contactCard(page: Page, heading: string) {
  return page.locator('.site-card').filter({has: page.getByRole('heading', {name: heading})});
}

/**
 * The form card holds the fallback box and nothing below it but its padding (no empty frame
 * space), and the links sit inside the box.
 */
async function expectCardFitsFallback(page: Page): Promise<void> {
  const card = contactCard(page, 'Send Us a Message');
  const links = card.getByRole('list').filter({hasText: 'Open the contact form in a new tab'});
  const box = card.locator('[data-form-state] > div').filter({hasText: 'Open the contact form in a new tab'});
  const [cardBox, linksBox, fallbackBox] = [
    await card.boundingBox(),
    await links.boundingBox(),
    await box.boundingBox(),
  ];
  // The card's own padding and border.
  const inset = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    return parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
  });
  expect(cardBox!.y + cardBox!.height - (fallbackBox!.y + fallbackBox!.height)).toBeCloseTo(inset, 0);
  expect(linksBox!.y + linksBox!.height).toBeLessThanOrEqual(fallbackBox!.y + fallbackBox!.height);
}

test.describe('contact information', () => {
  test('shows address with a maps link, phone, e-mail, hours and the appointment note', async ({page}) => {
    await serveFakeForm(page);
    await gotoHydrated(page, '/contact');
    if (isPhone(page)) {
      await page.getByRole('tab', {name: 'Contact Info'}).click();
    }
    await expect(page.getByRole('heading', {name: 'Contact Information'})).toBeVisible();
    await expect(page.getByRole('link', {name: /View on map/})).toHaveAttribute(
      'href',
      buildMapsHref(formatAddress(company.contact.address)),
    );
    await expect(page.locator('main').getByRole('link', {name: company.contact.phone})).toHaveAttribute(
      'href',
      `tel:${company.contact.phoneE164}`,
    );
    await expect(page.locator('main').getByRole('link', {name: company.contact.email})).toBeVisible();
    await expect(page.getByText(company.contact.businessHours.weekdays)).toBeVisible();
    await expect(page.getByText(company.contact.businessHours.weekends)).toBeVisible();
    await expect(page.getByText(company.contact.appointmentNote)).toBeVisible();
  });
});

test.describe('contact layout', () => {
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});
    test('shows both blocks one after the other and no tabs that could not work', async ({page}) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', {name: 'Send Us a Message'})).toBeVisible();
      await expect(page.getByRole('heading', {name: 'Contact Information'})).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
    });

    test("side by side, the box of other ways to reach us fills the message card down to the contact card's end", async ({
      page,
    }) => {
      await page.goto('/contact');
      const messageCard = contactCard(page, 'Send Us a Message');
      const box = messageCard.locator('noscript > div').filter({hasText: 'Open the contact form in a new tab'});
      await expect(box.getByRole('link', {name: company.contact.email})).toBeVisible();
      if (isPhone(page)) {
        return;
      }
      const [messageBox, infoBox, fallbackBox] = await Promise.all([
        messageCard.boundingBox(),
        contactCard(page, 'Contact Information').boundingBox(),
        box.boundingBox(),
      ]);
      expect(messageBox!.y).toBeCloseTo(infoBox!.y, 0);
      expect(Math.abs(messageBox!.height - infoBox!.height)).toBeLessThanOrEqual(1);
      const inset = await messageCard.evaluate((element) => {
        const style = getComputedStyle(element);
        return parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
      });
      expect(messageBox!.y + messageBox!.height - (fallbackBox!.y + fallbackBox!.height)).toBeCloseTo(inset, 0);
    });
  });

  test('tabs below 1024 px work by keyboard; side by side from 1024 px', async ({page}) => {
    await serveFakeForm(page);
    await gotoHydrated(page, '/contact');
    const formHeading = page.getByRole('heading', {name: 'Send Us a Message'});
    const infoHeading = page.getByRole('heading', {name: 'Contact Information'});
    if (!isPhone(page)) {
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expect(formHeading).toBeVisible();
      await expect(infoHeading).toBeVisible();
      const [formBox, infoBox] = [await formHeading.boundingBox(), await infoHeading.boundingBox()];
      expect(infoBox!.x).toBeGreaterThan(formBox!.x + 300);
      expect(Math.abs(infoBox!.y - formBox!.y)).toBeLessThan(5);
      return;
    }
    const message = page.getByRole('tab', {name: 'Send Message'});
    const info = page.getByRole('tab', {name: 'Contact Info'});
    await expect(message).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(formHeading).toBeVisible();
    await expect(infoHeading).toBeHidden();
    await message.focus();
    await page.keyboard.press('ArrowRight');
    await expect(info).toBeFocused();
    await expect(info).toHaveAttribute('aria-selected', 'true');
    await expect(message).toHaveAttribute('tabindex', '-1');
    await expect(infoHeading).toBeVisible();
    await expect(formHeading).toBeHidden();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'contact-tab-info');
    await page.keyboard.press('ArrowRight');
    await expect(message).toBeFocused();
    await page.keyboard.press('End');
    await expect(info).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(message).toHaveAttribute('aria-selected', 'true');
    await expect(formHeading).toBeVisible();
  });
});

test.describe('contact hash rules', () => {
  for (const hash of ['#schedule', '#contact-form']) {
    test(`${hash} scrolls to the form with an 85 px offset`, async ({page}) => {
      await serveFakeForm(page);
      await gotoHydrated(page, `/contact${hash}`);
      const section = page.locator('#contact-form');
      await expect
        .poll(async () => Math.round(await section.evaluate((element) => element.getBoundingClientRect().top)), {
          timeout: 5_000,
        })
        .toBe(85);
      await expect(page).toHaveURL(new RegExp(`/contact${hash}$`));
      await expect(page.getByRole('heading', {name: 'Send Us a Message'})).toBeVisible();
    });
  }

  // The browser's own jump to the hash (before any script) must land where the hash rule scrolls:
  // else the page moves twice, once on load and again after hydration.
  for (const hash of ['#schedule', '#contact-form']) {
    test(`${hash} scrolls once: the position never passes 85 px and stays there`, async ({page}) => {
      await serveFakeForm(page);
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
      await expect.poll(async () => (await tops()).at(-1), {timeout: 5_000}).toBe(85);
      // Well after load, two animation frames apart: still there.
      const twoFrames = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const top = () => Math.round(document.getElementById('contact-form')!.getBoundingClientRect().top);
            const first = top();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve([first, top()])));
          }),
      );
      expect(twoFrames).toEqual([85, 85]);
      expect(Math.min(...(await tops()))).toBeGreaterThanOrEqual(84);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    for (const hash of ['#schedule', '#contact-form']) {
      test(`the browser's own jump to ${hash} puts the form 85 px below the top`, async ({page}) => {
        await page.goto(`/contact${hash}`);
        const top = () =>
          page.evaluate(() => Math.round(document.getElementById('contact-form')!.getBoundingClientRect().top));
        await expect.poll(top).toBe(85);
      });
    }
  });

  test('#schedule from the Contact Info tab switches back to the form', async ({page}) => {
    test.skip(!isPhone(page), 'tabs exist below 1024 px only');
    await serveFakeForm(page);
    await gotoHydrated(page, '/contact');
    await page.getByRole('tab', {name: 'Contact Info'}).click();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/contact#schedule');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('tab', {name: 'Send Message'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', {name: 'Send Us a Message'})).toBeVisible();
  });

  test('any other hash scrolls to the top and is removed from the address', {tag: '@any-size'}, async ({page}) => {
    await serveFakeForm(page);
    await gotoHydrated(page, '/contact?ref=mail#pricing');
    await expect(page).toHaveURL(/\/contact\?ref=mail$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/**
 * Online booking follows BOOKING_URL as the build under test was made: off by default (the CI
 * build), so the #schedule area has no booking link; a build made with BOOKING_URL, tested with
 * the same variable set, offers "Book a time" there in both languages.
 */
test.describe('online booking', {tag: '@any-size'}, () => {
  const BOOK_A_TIME = {
    'en-CA': 'Book a time',
    'fr-CA': (
      JSON.parse(readFileSync(path.resolve(__dirname, '../../i18n/fr-CA/code.json'), 'utf8')) as Record<
        string,
        {message: string}
      >
    )['contact.booking.link']!.message,
  };
  const bookingUrl = parseBookingUrl(process.env.BOOKING_URL);

  for (const [route, locale] of [
    ['/contact', 'en-CA'],
    ['/fr/contact', 'fr-CA'],
  ] as const) {
    test(`${route}: ${bookingUrl ? 'offers' : 'does not offer'} "Book a time" beside the form`, async ({page}) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await serveFakeForm(page);
      await gotoHydrated(page, route);
      // #schedule marks the top of the section; the form card below it holds the booking link.
      await expect(page.locator('#schedule')).toBeAttached();
      const card = page.locator('#contact-panel-message');
      const links = card.getByRole('link', {name: new RegExp(`^${BOOK_A_TIME[locale]}`)});
      if (!bookingUrl) {
        await expect(links).toHaveCount(0);
        await expect(card.locator('a[target="_blank"]')).toHaveCount(0);
        return;
      }
      await expect(links).toHaveCount(1);
      await expect(links).toBeVisible();
      await expect(links).toHaveAttribute('href', bookingUrl);
      await expect(links).toHaveAttribute('target', '_blank');
      await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
      // Nothing is loaded from the booking host: no frame, no script, no request.
      const bookingOrigin = new URL(bookingUrl).origin;
      await expect(page.locator(`iframe[src^="${bookingOrigin}"], script[src^="${bookingOrigin}"]`)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(requested.filter((url) => url.startsWith(bookingOrigin))).toEqual([]);
    });
  }
});
