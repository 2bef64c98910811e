/**
 * Visit statistics, against the build with analytics on (build-analytics/, made by
 * scripts/test.mjs with ANALYTICS_ENDPOINT set to the recording collector of
 * tests/e2e/support/collector.mjs): the events and their fields on the first load, on client
 * navigation in both languages, on a (faked) form submission, on phone, e-mail, meeting and
 * outbound links and on a search that found nothing; no personal data in any of them (not-found
 * addresses, referrers, search text); nothing at all under Global Privacy Control
 * or Do Not Track; and the privacy policy that says so. The build without analytics sends nothing
 * anywhere: the sweep checks every route of it.
 *
 * Each test's browser has a user agent of its own, so the tests share one collector and still
 * read only their own requests.
 */
import {randomUUID} from 'node:crypto';
import {devices, type Page} from '@playwright/test';
import {test as base, expect, gotoHydrated, waitForHydration} from './support/fixtures';
import {ANALYTICS_SITE_URL, ANALYTICS_TEST_DOMAIN, COLLECTOR_ORIGIN, analyticsBuildExists} from '../support/analytics';
import {formFrame, serveFakeForm, type FakeFormSend} from './support/fakeForm';
import {company} from '../../src/data/company';
import {resourceGroups} from '../../src/data/resources';

interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

interface SentEvent {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props?: Record<string, string>;
}

const test = base.extend<{testAgent: string}>({
  testAgent: async ({}, use, testInfo) => {
    // Unique to this run of this test: a collector reused from an earlier run keeps its records.
    await use(`${devices['Desktop Chrome'].userAgent} northbeam-e2e/${testInfo.testId}-${randomUUID()}`);
  },
  userAgent: async ({testAgent}, use) => {
    await use(testAgent);
  },
});

test.skip(
  !analyticsBuildExists() && !process.env.CI,
  'No build with analytics on: npm test builds it (see tests/support/analytics.ts).',
);
test.use({baseURL: ANALYTICS_SITE_URL});

/** Everything the collector received from this test's browser. */
async function recorded(agent: string): Promise<RecordedRequest[]> {
  const response = await fetch(`${COLLECTOR_ORIGIN}/recorded`);
  const all = (await response.json()) as RecordedRequest[];
  return all.filter((request) => request.headers['user-agent'] === agent);
}

async function events(agent: string): Promise<SentEvent[]> {
  return (await recorded(agent)).map((request) => JSON.parse(request.body) as SentEvent);
}

/** Waits until the collector has the given number of events from this browser, and returns them. */
async function eventsWhenThereAre(agent: string, count: number): Promise<SentEvent[]> {
  await expect.poll(async () => (await events(agent)).length).toBe(count);
  return events(agent);
}

/** Keeps the page where it is when a link is followed (tel:, mailto:, another site in a new tab). */
async function stayOnPage(page: Page): Promise<void> {
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
}

/** The address of a page of the analytics build, as the events name it. */
const siteUrl = (path: string) => `${ANALYTICS_SITE_URL}${path}`;

test.describe('with analytics on', () => {
  test('a page view on the first load and on client navigation, without query or hash, in both languages', async ({
    page: browser,
    testAgent,
  }) => {
    await gotoHydrated(browser, '/about?utm_source=newsletter&email=someone%40example.com#team');
    const [first] = await eventsWhenThereAre(testAgent, 1);
    expect(first).toEqual({name: 'pageview', url: siteUrl('/about'), domain: ANALYTICS_TEST_DOMAIN, referrer: null});

    await browser.locator('footer a[href="/useful-links"]').first().click();
    await expect(browser).toHaveURL(/\/useful-links$/);
    const afterNavigation = await eventsWhenThereAre(testAgent, 2);
    expect(afterNavigation[1]).toMatchObject({name: 'pageview', url: siteUrl('/useful-links')});

    // The French site counts its own pages.
    await gotoHydrated(browser, '/fr/');
    const french = await eventsWhenThereAre(testAgent, 3);
    // The French home's address as the server settles it (`/fr` or `/fr/`).
    const frenchHome = new URL(browser.url());
    expect(frenchHome.pathname).toMatch(/^\/fr\/?$/);
    expect(french[2]).toMatchObject({
      name: 'pageview',
      url: `${frenchHome.origin}${frenchHome.pathname}`,
      domain: ANALYTICS_TEST_DOMAIN,
    });
    await browser.locator('footer a[href="/fr/about"]').first().click();
    await expect(browser).toHaveURL(/\/fr\/about$/);
    const frenchNavigation = await eventsWhenThereAre(testAgent, 4);
    expect(frenchNavigation[3]).toMatchObject({name: 'pageview', url: siteUrl('/fr/about')});

    // Each event is one POST to the event API, as text, without cookies.
    for (const request of await recorded(testAgent)) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/api/event');
      expect(request.headers['content-type']).toMatch(/^text\/plain/);
      expect(request.headers.cookie).toBeUndefined();
    }
    // Nothing is kept in the browser.
    expect(await browser.context().cookies()).toEqual([]);
    expect(await browser.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  test('the contact form submission counts as a goal, from the form embed’s submit message', async ({
    page: browser,
    testAgent,
  }) => {
    await serveFakeForm(browser);
    await gotoHydrated(browser, '/contact');
    await expect(browser.locator('[data-form-state]')).toHaveAttribute('data-form-state', 'ready');
    await eventsWhenThereAre(testAgent, 1);
    const frame = await formFrame(browser);
    await frame.evaluate(() =>
      (window as unknown as {send: FakeFormSend}).send('form_submit', {submissionUuid: 'sub-1'}),
    );
    const sent = await eventsWhenThereAre(testAgent, 2);
    expect(sent[1]).toEqual({
      name: 'Contact Form Submitted',
      url: siteUrl('/contact'),
      domain: ANALYTICS_TEST_DOMAIN,
      referrer: null,
    });
  });

  test('phone and e-mail links, the emergency dialog’s too, and Schedule Meeting count as goals', async ({
    page: browser,
    testAgent,
  }) => {
    await gotoHydrated(browser, '/about');
    await stayOnPage(browser);
    await eventsWhenThereAre(testAgent, 1);
    const footer = browser.getByRole('contentinfo');
    await footer.locator(`a[href="tel:${company.contact.phoneE164}"]`).first().click();
    await footer.locator(`a[href^="mailto:${company.contact.email}"]`).first().click();
    await browser.getByRole('banner').getByRole('button', {name: 'Immediate Assistance'}).first().click();
    const dialog = browser.getByRole('dialog', {name: 'Emergency IT Support'});
    await dialog.getByRole('link', {name: 'Call Emergency Line'}).click();
    await dialog.getByRole('link', {name: 'Send Emergency Email'}).click();
    const sent = await eventsWhenThereAre(testAgent, 5);
    expect(sent.slice(1).map((event) => [event.name, event.url])).toEqual([
      ['Phone Call', siteUrl('/about')],
      ['Email Click', siteUrl('/about')],
      ['Phone Call', siteUrl('/about')],
      ['Email Click', siteUrl('/about')],
    ]);
    // No number or address travels with the goal.
    expect(sent.every((event) => event.props === undefined)).toBe(true);

    await gotoHydrated(browser, '/services');
    await eventsWhenThereAre(testAgent, 6);
    await browser.getByRole('main').getByRole('link', {name: 'Schedule Meeting'}).first().click();
    await expect(browser).toHaveURL(/\/contact#contact-form$/);
    const afterSchedule = await eventsWhenThereAre(testAgent, 8);
    expect(afterSchedule.slice(6).map((event) => [event.name, event.url])).toEqual([
      ['Schedule Meeting', siteUrl('/services')],
      ['pageview', siteUrl('/contact')],
    ]);
  });

  test('outbound links on Useful Links count with their address', async ({page: browser, testAgent}) => {
    await gotoHydrated(browser, '/useful-links');
    await stayOnPage(browser);
    await eventsWhenThereAre(testAgent, 1);
    const link = resourceGroups[0]!.links[0]!;
    await browser.locator(`main a[href="${link.url}"]`).click();
    const sent = await eventsWhenThereAre(testAgent, 2);
    const target = new URL(link.url);
    expect(sent[1]).toMatchObject({
      name: 'Outbound Link: Click',
      url: siteUrl('/useful-links'),
      props: {url: `${target.origin}${target.pathname}`},
    });
  });

  test('a search that found nothing counts once, without its text, even when the box is reopened and cleared', async ({
    page: browser,
    testAgent,
  }) => {
    // Many steps, each waiting for the collector: three times the usual time on a loaded machine.
    test.slow();
    await gotoHydrated(browser, '/');
    await eventsWhenThereAre(testAgent, 1);
    const box = browser.getByRole('combobox', {name: 'Search the site'});
    await box.click();
    await box.pressSequentially('  Zqxv 8642 97531 Jo@Zqxv.example ', {delay: 20});
    await expect(browser.getByRole('status').filter({hasText: 'No results'})).toHaveCount(1);
    await box.press('Escape');
    const sent = await eventsWhenThereAre(testAgent, 2);
    expect(sent[1]).toEqual({
      name: 'Search: No Results',
      url: siteUrl('/'),
      domain: ANALYTICS_TEST_DOMAIN,
      referrer: null,
    });

    // The same search reopened (focus after Escape) and then cleared is still one search.
    await box.blur();
    await box.focus();
    await expect(browser.getByRole('status').filter({hasText: 'No results'})).toHaveCount(1);
    await box.fill('');
    await expect(browser.getByRole('status').filter({hasText: 'No results'})).toHaveCount(0);
    // A different search afterwards counts again: the collector has received everything before it.
    await box.pressSequentially('Qwzx', {delay: 20});
    await expect(browser.getByRole('status').filter({hasText: 'No results'})).toHaveCount(1);
    await box.press('Escape');
    const after = await eventsWhenThereAre(testAgent, 3);
    expect(after.map((event) => event.name)).toEqual(['pageview', 'Search: No Results', 'Search: No Results']);
  });

  test('no personal data reaches the collector: not-found addresses, referrers, goals and searches, with GPC off', async ({
    page: browser,
    testAgent,
  }) => {
    // Many steps, each waiting for the collector: three times the usual time on a loaded machine.
    test.slow();
    await browser.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => false}),
    );
    const personal = {
      email: 'jane.doe@example.com',
      phone: '4165550199',
      name: 'Jaroslava Kowalczykowa',
      frenchEmail: 'jean.tremblay@courriel.example',
      // A search that finds nothing: the site's own text has the 416 and 555 of its numbers.
      searchEmail: 'jaroslava.k@zqxv.example',
      searchPhone: '7095550143',
    };
    // What must never appear in a body sent to the collector, in any case.
    const needles = [
      'jane',
      'doe',
      'example.com',
      '%40',
      '@',
      '416',
      '555',
      '0199',
      'jaroslava',
      'kowalczykowa',
      'tremblay',
      'courriel',
      '514',
      'zqxv',
      '709',
      '0143',
      'secret-thread',
      'token=',
    ];

    // A page view and a goal on a not-found address with an e-mail address and a phone number.
    await gotoHydrated(browser, `/no-such-page/${personal.email}/${personal.phone}`);
    await expect(browser.getByRole('heading', {level: 1})).toBeVisible();
    await stayOnPage(browser);
    await browser.getByRole('contentinfo').locator(`a[href="tel:${company.contact.phoneE164}"]`).first().click();
    const onNotFound = await eventsWhenThereAre(testAgent, 2);
    expect(onNotFound.map((event) => [event.name, event.url])).toEqual([
      ['pageview', siteUrl('/no-such-page/(email)/**********')],
      ['Phone Call', siteUrl('/no-such-page/(email)/**********')],
    ]);

    // The French not-found page, percent-encoded this time.
    await gotoHydrated(browser, `/fr/page-introuvable/${encodeURIComponent(personal.frenchEmail)}/5145550123`);
    const french = await eventsWhenThereAre(testAgent, 3);
    expect(french[2]!.url).toBe(siteUrl('/fr/page-introuvable/(email)/**********'));

    // A visitor who follows a link from another site's page whose address has a path and a query,
    // sent in full (the page asks for unsafe-url).
    const referrer = `https://mail.example.net/inbox/secret-thread/${personal.email}?token=${personal.phone}`;
    await browser.route(
      (url) => url.hostname === 'mail.example.net',
      (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><meta name="referrer" content="unsafe-url"><a href="${siteUrl('/about')}">Northbeam</a>`,
        }),
    );
    await browser.goto(referrer);
    await browser.getByRole('link', {name: 'Northbeam'}).click();
    await expect(browser).toHaveURL(siteUrl('/about'));
    await waitForHydration(browser);
    expect(await browser.evaluate(() => document.referrer)).toBe(referrer);
    const fromReferrer = await eventsWhenThereAre(testAgent, 4);
    expect(fromReferrer[3]).toEqual({
      name: 'pageview',
      url: siteUrl('/about'),
      domain: ANALYTICS_TEST_DOMAIN,
      referrer: 'https://mail.example.net/inbox',
    });

    // A search with a name, an e-mail address and a phone number that finds nothing.
    const box = browser.getByRole('combobox', {name: 'Search the site'});
    await box.click();
    // One input event: the status then answers this text, not a shorter one typed on the way.
    await box.fill(`${personal.name} ${personal.searchEmail} ${personal.searchPhone}`);
    await expect(browser.getByRole('status').filter({hasText: 'No results'})).toHaveCount(1);
    await box.press('Escape');
    const all = await eventsWhenThereAre(testAgent, 5);
    expect(all[4]).toEqual({
      name: 'Search: No Results',
      url: siteUrl('/about'),
      domain: ANALYTICS_TEST_DOMAIN,
      referrer: 'https://mail.example.net/inbox',
    });

    const bodies = (await recorded(testAgent)).map((request) => request.body.toLowerCase());
    expect(bodies).toHaveLength(5);
    for (const needle of needles) {
      expect(bodies.filter((body) => body.includes(needle))).toEqual([]);
    }
  });

  test('the privacy policy says what is collected and where, in both languages', async ({page: browser}) => {
    const host = new URL(COLLECTOR_ORIGIN).host;
    await gotoHydrated(browser, '/privacy-policy');
    const english = browser.getByRole('main').locator('p').filter({hasText: 'Visit statistics.'});
    await expect(english).toContainText(`our statistics service at ${host} the address of the page`);
    await expect(english).toContainText('Global Privacy Control or Do Not Track');
    await expect(english).toContainText('for a search, only that it found nothing, never what you typed');
    await expect(browser.getByRole('main')).not.toContainText('does not use analytics');
    await gotoHydrated(browser, '/fr/privacy-policy');
    const french = browser.getByRole('main').locator('p').filter({hasText: 'Statistiques de visite.'});
    await expect(french).toContainText(`à l'adresse ${host}`);
    await expect(french).toContainText("uniquement le fait qu'elle n'a donné aucun résultat, jamais le texte saisi");
    await expect(browser.getByRole('main')).not.toContainText("n'utilise aucune technologie d'analyse");
  });
});

for (const [signal, init] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
  ],
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'})],
] as const) {
  test(`with ${signal}, nothing is sent at all`, async ({page: browser, testAgent}) => {
    await browser.addInitScript(init);
    const toCollector: string[] = [];
    browser.on('request', (request) => {
      if (request.url().startsWith(COLLECTOR_ORIGIN)) toCollector.push(request.url());
    });
    await gotoHydrated(browser, '/about');
    await stayOnPage(browser);
    await browser.getByRole('contentinfo').locator(`a[href="tel:${company.contact.phoneE164}"]`).first().click();
    await gotoHydrated(browser, '/fr/');
    await browser.waitForLoadState('networkidle');
    // The same steps without the signal: the collector answers, so the silence above is the signal's.
    const control = await browser
      .context()
      .browser()!
      .newContext({userAgent: `${testAgent} control`});
    const controlPage = await control.newPage();
    await gotoHydrated(controlPage, `${ANALYTICS_SITE_URL}/about`);
    await eventsWhenThereAre(`${testAgent} control`, 1);
    await control.close();
    expect(toCollector).toEqual([]);
    expect(await recorded(testAgent)).toEqual([]);
  });
}
