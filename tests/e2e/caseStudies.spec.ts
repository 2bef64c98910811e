import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, isPhone, waitForRouteSettled} from './support/fixtures';
import {describeUnknownSlugRedirects, expectCopyLinkWorks, structuredData} from './support/content';
import {serviceSummariesIn} from '../support/services';

const CATEGORY_BUTTONS = [
  'All Categories',
  'Managed IT & Support',
  'Hardware & Infrastructure',
  'Audio-Visual & Communications',
  'Software Development',
  'IT Consulting',
  'Cybersecurity',
  'Cloud & Hosting',
  'Training & Adoption',
];

test.describe('/case-studies list', () => {
  test('shows the header, the filter row and every study; cards show 3 or 2 results', async ({page}) => {
    await gotoHydrated(page, '/case-studies');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Case Studies');
    await expect(page.getByText('Success Stories', {exact: true})).toBeVisible();
    const filters = page.getByRole('group', {name: 'Filter case studies by service category'}).getByRole('button');
    await expect(filters).toHaveText(CATEGORY_BUTTONS);
    await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByTestId('case-study-card');
    await expect(cards).toHaveCount(3);
    // The first card is horizontal: 3 results and 'Read Full Case Study'; the others show 2.
    await expect(cards.nth(0).getByRole('list', {name: 'Key results'}).getByRole('listitem')).toHaveCount(3);
    await expect(cards.nth(0).getByRole('link', {name: /^Read Full Case Study/})).toBeVisible();
    for (const index of [1, 2]) {
      await expect(cards.nth(index).getByRole('list', {name: 'Key results'}).getByRole('listitem')).toHaveCount(2);
      await expect(cards.nth(index).getByRole('link', {name: /^Read Case Study/})).toBeVisible();
    }
    await expect(page.getByTestId('case-studies-status')).toHaveText('');
    await cards.filter({hasText: 'CUAET'}).getByRole('link').click();
    await waitForRouteSettled(page);
    await expect(page).toHaveURL(/\/case-studies\/cuaet-emergency-support$/);
  });

  test('the query string sets the filter', {tag: '@any-size'}, async ({page}) => {
    await gotoHydrated(page, '/case-studies?category=cloud-hosting-services');
    await expect(page.getByTestId('case-study-card')).toHaveCount(2);
    await expect(page.getByText('Showing 2 case studies for Cloud & Hosting')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Cloud & Hosting'})).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', {name: 'All Categories'})).toHaveAttribute('aria-pressed', 'false');
  });

  test('the buttons update the address; choosing the active one clears it', async ({page}) => {
    await gotoHydrated(page, '/case-studies');
    await page.getByRole('button', {name: 'Cybersecurity'}).click();
    await expect(page).toHaveURL(/\/case-studies\?category=cybersecurity-services$/);
    await expect(page.getByTestId('case-study-card')).toHaveCount(1);
    await expect(page.getByText('Showing 1 case study for Cybersecurity')).toBeVisible();
    await expect(page.getByTestId('case-study-card')).toContainText('Email Migration to Microsoft 365');

    await page.getByRole('button', {name: 'Managed IT & Support'}).click();
    await expect(page).toHaveURL(/\?category=managed-it-services$/);
    await expect(page.getByTestId('case-study-card')).toHaveCount(2);

    await page.getByRole('button', {name: 'Managed IT & Support'}).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByTestId('case-study-card')).toHaveCount(3);

    await page.getByRole('button', {name: 'Software Development'}).click();
    await expect(page.getByTestId('case-study-card')).toHaveCount(1);
    await page.getByRole('button', {name: 'All Categories'}).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByTestId('case-study-card')).toHaveCount(3);
  });

  test('a category without studies shows the empty state', {tag: '@any-size'}, async ({page}) => {
    await gotoHydrated(page, '/case-studies?category=training-digital-adoption');
    const empty = page.getByTestId('case-studies-empty');
    await expect(empty.getByRole('heading', {name: 'No case studies found'})).toBeVisible();
    await expect(
      empty.getByText("We're currently developing case studies for this service category.", {exact: true}),
    ).toBeVisible();
    await expect(page.getByTestId('case-study-card')).toHaveCount(0);
    await empty.getByRole('button', {name: 'View All Case Studies'}).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByTestId('case-study-card')).toHaveCount(3);
  });

  test(
    'an unknown category value is ignored after hydration: every study, no chip active, no markup echoed',
    {tag: '@any-size'},
    async ({page}) => {
      let dialog = false;
      page.on('dialog', async (d) => {
        dialog = true;
        await d.dismiss();
      });
      for (const value of ['<img src=x onerror=alert(1)>', 'bogus']) {
        await gotoHydrated(page, `/case-studies?category=${encodeURIComponent(value)}`);
        await expect(page.getByTestId('case-study-card')).toHaveCount(3);
        await expect(page.getByTestId('case-studies-empty')).toHaveCount(0);
        await expect(page.getByRole('button', {name: 'All Categories'})).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('img[src="x"]')).toHaveCount(0);
        await expect(page.locator('main')).not.toContainText('onerror');
        await expect(page.getByTestId('case-studies-status')).toHaveText('');
      }
      expect(dialog).toBe(false);
    },
  );

  for (const [prefix, allLabel] of [
    ['', 'All Categories'],
    ['/fr', 'Toutes les catégories'],
  ] as const) {
    test(
      `${prefix || 'English'}: a category in capitals filters as its lower-case key`,
      {tag: '@any-size'},
      async ({page}) => {
        await gotoHydrated(page, `${prefix}/case-studies?category=CLOUD-HOSTING-SERVICES`);
        await expect(page.getByTestId('case-studies-empty')).toHaveCount(0);
        await expect(page.getByTestId('case-studies-status')).not.toHaveText('');
        await expect(page.getByRole('button', {name: allLabel})).toHaveAttribute('aria-pressed', 'false');
        await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
        const cards = await page.getByTestId('case-study-card').count();
        await gotoHydrated(page, `${prefix}/case-studies?category=cloud-hosting-services`);
        await expect(page.getByTestId('case-study-card')).toHaveCount(cards);
      },
    );
  }
});

test.describe('the French filter row', () => {
  const FILTER_LABEL = 'Filtrer les études de cas par catégorie de service';

  /** The row's box, its chips' boxes, whether it scrolls sideways, and whether the page does. */
  async function filterRowLayout(page: Page) {
    return page.getByRole('group', {name: FILTER_LABEL}).evaluate((row) => {
      const box = (element: Element) => {
        const {left, right, top, bottom} = element.getBoundingClientRect();
        return {left, right, top, bottom};
      };
      return {
        row: box(row),
        chips: Array.from(row.querySelectorAll('button'), box),
        pressed: box(row.querySelector('[aria-pressed="true"]')!),
        scrolls: row.scrollWidth > row.clientWidth,
        pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
  }

  const within = (inner: {left: number; right: number}, outer: {left: number; right: number}) =>
    inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;

  test('is one scrolling row on a phone and wraps from 768 px; the pressed chip is in view', async ({page}) => {
    const widths = isPhone(page) ? [390] : [800, 1280];
    for (const width of widths) {
      await page.setViewportSize({width, height: 844});
      // The training chip is the last one, off screen on a phone until the page brings it in.
      await gotoHydrated(page, '/fr/case-studies?category=training-digital-adoption');
      await expect(page.getByRole('button', {name: 'Formation et adoption numérique'})).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const layout = await filterRowLayout(page);
      expect(layout.pageScrollsSideways).toBe(false);
      expect(within(layout.pressed, layout.row)).toBe(true);
      const tops = new Set(layout.chips.map((chip) => Math.round(chip.top)));
      if (width < 768) {
        expect(tops.size).toBe(1);
        expect(layout.scrolls).toBe(true);
        expect(layout.row.bottom - layout.row.top).toBeLessThan(80);
      } else {
        expect(tops.size).toBeGreaterThan(1);
        expect(layout.scrolls).toBe(false);
        expect(layout.chips.every((chip) => within(chip, layout.row))).toBe(true);
      }
    }
  });

  test('every chip can be reached by keyboard and scrolls into view', async ({page}) => {
    await gotoHydrated(page, '/fr/case-studies');
    const chips = page.getByRole('group', {name: FILTER_LABEL}).getByRole('button');
    await chips.first().focus();
    const count = await chips.count();
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(chips.nth(index)).toBeFocused();
      await expect(chips.nth(index)).toBeInViewport({ratio: 1});
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?category=training-digital-adoption$/);
    expect(within((await filterRowLayout(page)).pressed, (await filterRowLayout(page)).row)).toBe(true);
  });
});

test.describe('/case-studies without JavaScript', {tag: '@any-size'}, () => {
  test.use({javaScriptEnabled: false});

  test('the prerendered page lists every study, whatever the query', async ({page}) => {
    await page.goto('/case-studies?category=cybersecurity-services');
    await expect(page.getByTestId('case-study-card')).toHaveCount(3);
  });
});

interface StudyExpectations {
  slug: string;
  title: string;
  chips: string[];
  date: string;
  readTime: string;
  claims: string[];
  partner: boolean;
  firstLesson: [string, string];
  /** The metrics table's caption and footnote belong to each study's own figures. */
  metricsCaption: string;
  metricsFootnote: string | null;
}

const STUDIES: StudyExpectations[] = [
  {
    slug: 'email-migration-microsoft-365',
    title: 'Email Migration to Microsoft 365 for a Toronto Non-Profit',
    chips: ['Cloud Hosting Services', 'Cybersecurity Services', 'Managed IT Services'],
    date: 'February 18, 2025',
    readTime: '7 min read',
    claims: [
      '90% reduction in spam and phishing reaching inboxes',
      '120 mailboxes and 300 GB of mail migrated with zero data loss',
    ],
    partner: true,
    firstLesson: ['Inventory before you migrate', 'a full list of mailboxes'],
    metricsCaption: '90-Day Snapshot',
    metricsFootnote:
      'Costs cover licensing and infrastructure and exclude project labour; they are recouped within 11 months.',
  },
  {
    slug: 'analog-to-cloud-voip-transformation',
    title: 'From Analog Lines to Cloud VoIP with a Bilingual Auto-Attendant',
    chips: ['Audio Visual Communications', 'Managed IT Services'],
    date: 'November 12, 2024',
    readTime: '6 min read',
    claims: ['Bilingual English and French auto-attendant for every caller'],
    partner: false,
    firstLesson: ['Audit every line before porting', 'carrier records revealed two alarm panels'],
    metricsCaption: '90-Day Snapshot',
    metricsFootnote: null,
  },
  {
    slug: 'cuaet-emergency-support',
    title: 'CUAET Emergency Arrival Support Infrastructure',
    chips: ['Custom Software Development', 'Cloud Hosting Services', 'IT Consulting vCIO'],
    date: 'June 20, 2024',
    readTime: '9 min read',
    claims: [
      'More than 45,000 arrivals supported over two years',
      '99.8% platform uptime across 24 months of operation',
      '99.7% data accuracy in monthly record audits',
    ],
    partner: false,
    firstLesson: ['Design for the phone first', 'more than 85% of arrivals completed intake on a mobile phone'],
    metricsCaption: 'Two-Year Results',
    metricsFootnote: null,
  },
];

const SECTION_ORDER = [
  'section-hero',
  'section-image',
  'section-background',
  'section-objectives',
  'section-project-details',
  'section-outcomes',
  'section-feedback',
  'section-lessons',
  'section-technologies',
  'section-results',
];

test.describe('French case-study facts', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1280, 'one row at desktop size');

  for (const {slug} of STUDIES) {
    test(`/fr/case-studies/${slug}: client, date and reading time on one row, the client with a capital`, async ({
      page,
    }) => {
      await page.goto(`/fr/case-studies/${slug}`);
      const facts = page.getByTestId('section-hero').locator('dl > div');
      await expect(facts).toHaveCount(3);
      const tops = await facts.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      expect(new Set(tops).size).toBe(1);
      const client = await facts.first().locator('dd').textContent();
      expect(client![0]).toBe(client![0]!.toUpperCase());
    });
  }
});

test.describe('/case-studies/{slug}', {tag: '@any-size'}, () => {
  for (const study of STUDIES) {
    test(`${study.slug}: every section, in order`, async ({page}) => {
      await gotoHydrated(page, `/case-studies/${study.slug}`);
      await expect(page.getByRole('link', {name: 'Back to Case Studies'})).toHaveAttribute('href', '/case-studies');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(study.title);
      await expect(page.getByRole('list', {name: 'Service categories'}).getByRole('listitem')).toHaveText(study.chips);
      const hero = page.getByTestId('section-hero');
      await expect(hero.getByText('Client', {exact: true})).toBeVisible();
      await expect(hero.getByText(study.date, {exact: true})).toBeVisible();
      await expect(hero.getByText(study.readTime, {exact: true})).toBeVisible();

      const order = await page
        .locator('[data-testid^="section-"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
      const expected = study.partner ? [...SECTION_ORDER, 'section-partner'] : SECTION_ORDER;
      expect(order).toEqual(expected);
      for (const id of [
        'background',
        'objectives',
        'project-details',
        'outcomes',
        'feedback',
        'lessons',
        'technologies',
        'results',
      ]) {
        const section = page.getByTestId(`section-${id}`);
        await section.scrollIntoViewIfNeeded();
        await expect(section.getByRole('heading', {level: 2})).toBeVisible();
      }
      await expect(page.getByTestId('section-objectives').getByText('Success criteria:').first()).toBeVisible();
      // Project Details: the titled markdown blocks.
      expect(
        await page.getByTestId('section-project-details').getByRole('heading', {level: 3}).count(),
      ).toBeGreaterThanOrEqual(3);
      const table = page.getByRole('table', {name: study.metricsCaption});
      await expect(table.getByRole('columnheader')).toHaveText(['KPI', 'Before', 'After', 'Delta']);
      const footnote = page.getByTestId('section-outcomes').getByTestId('metrics-footnote');
      if (study.metricsFootnote) {
        await expect(footnote).toHaveText(study.metricsFootnote);
      } else {
        // The cost-recovery claim is the e-mail migration's alone.
        await expect(footnote).toHaveCount(0);
        await expect(page.getByTestId('section-outcomes')).not.toContainText('recouped');
      }
      await expect(page.getByTestId('section-feedback').locator('figure blockquote').first()).toBeVisible();
      const lessons = page.getByTestId('section-lessons').getByRole('listitem');
      expect(await lessons.count()).toBeGreaterThan(0);
      await expect(lessons.first().locator('strong')).toHaveText(study.firstLesson[0]);
      await expect(lessons.first()).toContainText(study.firstLesson[1]);
      for (const claim of study.claims) {
        await expect(page.getByTestId('section-results')).toContainText(claim);
      }
      expect(await page.getByTestId('section-technologies').getByRole('listitem').count()).toBeGreaterThan(2);

      await expect(page.getByTestId('partner-badge')).toHaveCount(study.partner ? 1 : 0);
      if (study.partner) {
        const partner = page.getByTestId('section-partner').getByRole('link');
        await expect(partner).toHaveAttribute('href', 'https://partner.microsoft.com/');
        await expect(partner).toHaveAttribute('target', '_blank');
        await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(partner.locator('img')).toHaveAttribute('alt', 'Microsoft Solutions Partner logo');
      }

      await expect(page).toHaveTitle(`${study.title} | Northbeam Technologies`);
      const data = await structuredData(page);
      expect(data.find((item) => item['@type'] === 'Article')).toMatchObject({headline: study.title});
    });
  }

  test('the image opens in the lightbox, markdown links follow the rules, Copy Link copies the address', async ({
    page,
  }) => {
    await gotoHydrated(page, '/case-studies/email-migration-microsoft-365');
    await page.getByRole('button', {name: /^Enlarge image:/}).click();
    await expect(page.locator('.yarl__container')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.yarl__container')).toHaveCount(0);

    const internal = page.getByTestId('section-project-details').getByRole('link', {name: 'managed IT services'});
    await expect(internal).toHaveAttribute('href', '/services/managed-it-services');
    await expect(internal).not.toHaveAttribute('target', /.+/);

    await expectCopyLinkWorks(page);
  });

  test('ends with related studies (same service, then shared categories, then the latest) that lead to them, and a call to action', async ({
    page,
  }) => {
    await gotoHydrated(page, '/case-studies/email-migration-microsoft-365');
    const related = page.getByRole('region', {name: 'More Case Studies'});
    // No other study is a cloud study first; each shares one category, so the newer comes first.
    await expect(related.getByRole('heading', {level: 3})).toHaveText([
      'From Analog Lines to Cloud VoIP with a Bilingual Auto-Attendant',
      'CUAET Emergency Arrival Support Infrastructure',
    ]);
    const callToAction = page.getByRole('region', {name: 'Facing a similar challenge?'});
    await expect(callToAction.getByRole('link', {name: 'Discuss Your Project'})).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
    await expect(callToAction.getByRole('link', {name: 'Meet Our Team'})).toHaveAttribute('href', '/about');

    await related.getByRole('link', {name: /CUAET Emergency Arrival Support Infrastructure$/}).click();
    await waitForRouteSettled(page);
    await expect(page).toHaveURL(/\/case-studies\/cuaet-emergency-support$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('CUAET Emergency Arrival Support Infrastructure');
    // The CUAET study shares the cloud category with the e-mail migration only.
    await expect(page.getByRole('region', {name: 'More Case Studies'}).getByRole('heading', {level: 3})).toHaveText([
      'Email Migration to Microsoft 365 for a Toronto Non-Profit',
      'From Analog Lines to Cloud VoIP with a Bilingual Auto-Attendant',
    ]);
  });
});

describeUnknownSlugRedirects({
  section: 'case-study',
  list: '/case-studies',
  unknown: '/case-studies/no-such-study',
  heading: 'Case Studies',
});

test.describe('related case studies of the service pages', {tag: '@any-size'}, () => {
  // Each service page's link to the list leads to at least one study: filtered by its category
  // where the category has studies, else the whole list.
  test('no link to the list leads to an empty list', async ({page}) => {
    const targets = new Map<string, string>();
    for (const service of await serviceSummariesIn('en-CA')) {
      await gotoHydrated(page, service.link);
      const section = page.locator('section[aria-labelledby="related-case-studies-title"]');
      const link = section.getByRole('link', {name: /^View all .*case studies$/});
      await expect(link).toHaveCount(1);
      targets.set(service.link, (await link.getAttribute('href'))!);
      // Every other link of the page to the list (the hero's and the overview's buttons) too.
      for (const href of await page
        .locator('main a[href^="/case-studies"]')
        .evaluateAll((links) => links.map((anchor) => anchor.getAttribute('href')!))) {
        if (!/^\/case-studies\/[^?]/.test(href)) {
          targets.set(`${service.link} ${href}`, href);
        }
      }
    }
    expect([...targets.values()].filter((href) => href.includes('?category='))).not.toHaveLength(0);
    for (const href of new Set(targets.values())) {
      await gotoHydrated(page, href);
      await expect(page.getByTestId('case-study-card').first(), href).toBeVisible();
    }
  });
});

test('a results table keeps its table roles once laid out as cards on a phone', async ({page}) => {
  await gotoHydrated(page, '/case-studies/email-migration-microsoft-365');
  const table = page.locator('table.site-table-cards').first();
  await expect(table).toHaveAttribute('role', 'table');
  // The roles are written after hydration (src/clientModules/tableSemantics.ts), never in the HTML.
  for (const [selector, role] of [
    ['tbody tr', 'row'],
    ['thead th', 'columnheader'],
    ['td', 'cell'],
  ] as const) {
    const roles = await table
      .locator(selector)
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('role')));
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set([role]));
  }
});
