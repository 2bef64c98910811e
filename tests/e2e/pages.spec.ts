/**
 * Behaviour of the content pages: home, services, about, resources, useful links,
 * legal, legal texts, redirects and brand asset pages, at desktop and phone sizes.
 */
import {test, expect, gotoHydrated, isPhone} from './support/fixtures';
import {siteDataIn} from '../../plugins/site-data';
import {serviceRedirects} from '../../src/data/redirects';
import {callToActionVariants} from '../../src/data/callToActions';
import {resourceGroups} from '../../src/data/resources';
import {company, terms} from '../../src/data/company';
import {builtHtml} from '../support/routes';
import {serviceIds} from '../../plugins/content-collections/serviceIds';
import type {Service} from '../../src/lib/services';
import {servicesIn} from '../support/services';

test.describe('home', () => {
  test('hero, sections and no third-party request', async ({page}) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
    });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Innovative Technology Solutions');
    await expect(page.getByText('IT & Technology Solutions', {exact: true})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Get in Touch'}).first()).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
    // The header is transparent over the hero, and the hero content clears the 72 px header.
    await expect(page.getByRole('banner').first()).toHaveAttribute('data-transparent', 'true');
    const h1Box = await page.getByRole('heading', {level: 1}).boundingBox();
    expect(h1Box!.y).toBeGreaterThan(72);
    // The static hero image is the prioritised LCP image.
    const heroImage = page.locator('[data-hero-scene] img');
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).toHaveAttribute('width', '1600');
    for (const name of [
      'Technology services for growing organisations',
      'Case Studies',
      'Tools and portals our clients use every day',
      'Latest from the Blog',
    ]) {
      await expect(page.getByRole('heading', {level: 2, name})).toBeAttached();
    }
    await expect(page.locator('section[aria-labelledby="home-services"] article')).toHaveCount(serviceIds.length);
    await expect(page.getByTestId('case-study-card')).toHaveCount(3);
    await expect(page.getByTestId('post-card')).toHaveCount(3);
    await expect(page.getByRole('heading', {name: 'What our clients say'})).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  test('the four "View All" buttons share one style and one size', async ({page}) => {
    await gotoHydrated(page, '/');
    const buttons = page.getByRole('main').getByRole('link', {name: /^View All /});
    await expect(buttons).toHaveCount(4);
    const looks = await buttons.evaluateAll((links) =>
      links.map((link) => {
        const style = getComputedStyle(link);
        const look = [
          'background-color',
          'color',
          'border-top-color',
          'border-top-width',
          'border-top-left-radius',
          'font-size',
          'font-weight',
          'line-height',
          'padding-top',
          'padding-left',
          'text-decoration-line',
        ].map((property) => `${property}: ${style.getPropertyValue(property)}`);
        return {
          label: link.textContent,
          look: look.join('; '),
          height: Math.round(link.getBoundingClientRect().height),
        };
      }),
    );
    for (const {label, look, height} of looks) {
      expect({label, look, height}).toEqual({label, look: looks[0]!.look, height: looks[0]!.height});
    }
  });

  test('renders the first call-to-action on the server and a random one after hydration', async ({page, request}) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(new RegExp(`data-variant="?${callToActionVariants[0]!.id}"?[ >]`));
    await page.addInitScript(() => {
      Math.random = () => 0.99;
    });
    await gotoHydrated(page, '/');
    const last = callToActionVariants[callToActionVariants.length - 1]!;
    await expect(page.locator('[data-variant]')).toHaveAttribute('data-variant', last.id);
    await expect(page.getByRole('heading', {name: last.title})).toBeAttached();
  });

  test('loads the 3D scene only after 5 seconds, as a lazy chunk', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.clock.install();
    await gotoHydrated(page, '/');
    // Not at hydration: the scene waits for the delay (the exact 5000 ms is a unit-tested constant).
    await expect(page.locator('[data-hero-scene]')).toHaveAttribute('data-hero-scene', 'static');
    const firstLoad = scripts.length;
    await page.clock.runFor(5_000);
    // Headless Chromium offers software WebGL (SwiftShader) here, so the scene mounts.
    await expect(page.locator('[data-hero-scene]')).toHaveAttribute('data-hero-scene', 'active');
    await expect(page.getByTestId('hero-scene-canvas')).toHaveCount(1);
    // three.js arrived as a chunk of its own, after the first load.
    expect(scripts.length).toBeGreaterThan(firstLoad);
    await expect(page.locator('[data-hero-scene] img')).toBeVisible();
  });

  test.describe('when the scene chunk fails to load', () => {
    test.use({failOnConsoleErrors: false});
    test('keeps the static image and shows no message', async ({page, consoleErrors}) => {
      await page.clock.install();
      await gotoHydrated(page, '/');
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.clock.runFor(5_000);
      await expect(page.locator('[data-hero-scene]')).toHaveAttribute('data-hero-scene', 'static');
      await expect(page.locator('canvas')).toHaveCount(0);
      await expect(page.locator('[data-hero-scene] img')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    });
  });
});

test.describe('services', {tag: '@any-size'}, () => {
  /** The services as their files say, checked and filled in as the build reads them. */
  let services: Service[] = [];
  const serviceOf = (id: string): Service => services.find((service) => service.id === id)!;
  test.beforeAll(async () => {
    services = await servicesIn('en-CA');
  });

  test('overview has a card per service with features, benefits and Learn More', async ({page}) => {
    await gotoHydrated(page, '/services');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(serviceIds.length);
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', {name: service.title})).toBeVisible();
      await expect(card.getByRole('link', {name: 'Learn More'})).toHaveAttribute('href', service.link);
      await expect(card.getByRole('listitem').filter({hasText: service.features[0]!.title})).toBeVisible();
      await expect(card.getByRole('listitem').filter({hasText: service.benefits[0]!.title})).toBeVisible();
    }
    await expect(page.getByRole('link', {name: 'Schedule Meeting'}).last()).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
    await page.getByRole('link', {name: 'View Services'}).click();
    await expect(page).toHaveURL(/\/services#all-services$/);
  });

  for (const id of serviceIds) {
    test(`/services/${id} is generated from its service file`, async ({page}) => {
      const service = serviceOf(id);
      await gotoHydrated(page, service.link);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(service.hero.headline);
      await expect(page.getByRole('link', {name: 'Discuss Your Needs'}).first()).toHaveAttribute(
        'href',
        '/contact#contact-form',
      );
      await expect(page.getByRole('heading', {level: 2, name: 'Key Features'})).toBeAttached();
      await expect(page.locator('main li h3')).not.toHaveCount(0);
      for (const feature of service.features) {
        await expect(page.getByRole('heading', {level: 3, name: feature.title, exact: true})).toBeAttached();
      }
      await expect(page.getByRole('heading', {level: 2, name: 'Benefits'})).toBeAttached();
      await expect(page.getByRole('heading', {level: 2, name: 'Related Case Studies'})).toBeAttached();
      // Every link to the case-study list (hero, overview, related studies) goes to the list
      // filtered by the service's category only where the category has studies, else to the whole
      // list (tests/e2e/caseStudies.spec.ts checks that each leads to at least one study).
      const related = page
        .locator('section[aria-labelledby="related-case-studies-title"]')
        .getByRole('link', {name: /^View all/});
      const listHref = (await related.getAttribute('href'))!;
      expect([`/case-studies?category=${service.id}`, '/case-studies']).toContain(listHref);
      // The hero's and the overview's buttons (the closing call to action links the whole list).
      const buttons = page.getByRole('link', {name: 'View Case Studies'});
      await expect(buttons.nth(0)).toHaveAttribute('href', listHref);
      await expect(buttons.nth(1)).toHaveAttribute('href', listHref);
      await expect(page.getByRole('heading', {level: 2, name: 'Ready to get started?'})).toBeAttached();
    });
  }

  test('hardware page shows each partner as its vendor mark: an SVG named for the vendor, not a box of text', async ({
    page,
  }) => {
    const section = serviceOf('hardware-procurement').customSection;
    const vendors = section?.kind === 'partners' ? section.partners.map((partner) => partner.name) : [];
    expect(vendors).not.toHaveLength(0);
    await gotoHydrated(page, '/services/hardware-procurement');
    const partners = page.locator('main ul li a[target="_blank"]');
    await expect(partners).toHaveCount(vendors.length);
    for (const [index, vendor] of vendors.entries()) {
      const link = partners.nth(index);
      const mark = link.locator('svg');
      await expect(mark).toHaveCount(1);
      await expect(mark).toHaveAttribute('role', 'img');
      await expect(link.getByRole('img', {name: vendor, exact: true})).toBeVisible();
      // A drawn mark, not a raster or a text box: a path, no <text> and no <img>.
      await expect(mark.locator('path')).toHaveCount(1);
      await expect(link.locator('img, text, rect')).toHaveCount(0);
      // In its own proportions and the text colour (brand-neutral monochrome).
      const box = await mark.evaluate((svg) => {
        const rect = svg.getBoundingClientRect();
        const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
        return {
          ratio: rect.width / rect.height,
          own: width! / height!,
          fill: svg.getAttribute('fill'),
          colour: getComputedStyle(svg).color,
          linkColour: getComputedStyle(svg.closest('a')!).color,
        };
      });
      expect(Math.abs(box.ratio - box.own)).toBeLessThan(0.05);
      expect(box.fill).toBe('currentColor');
      expect(box.colour).toBe(box.linkColour);
    }
  });

  test('audio-visual page shows each of its service areas as a card, with both buttons', async ({page}) => {
    const section = serviceOf('audio-visual-communications').customSection;
    const areas = section?.kind === 'serviceAreas' ? section.areas : [];
    expect(areas).not.toHaveLength(0);
    await gotoHydrated(page, '/services/audio-visual-communications');
    for (const area of areas) {
      const card = page.locator('article').filter({has: page.getByRole('heading', {level: 3, name: area.title})});
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('listitem')).toHaveCount(area.items.length);
    }
    await expect(page.getByRole('link', {name: 'Get in Touch'}).first()).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
    await expect(page.getByRole('link', {name: 'Schedule a Consultation'}).first()).toHaveAttribute(
      'href',
      '/contact#schedule',
    );
  });

  test('a claim section shows its statistic, and its text the response times of the company constants', async ({
    page,
  }) => {
    const section = serviceOf('managed-it-services').customSection;
    expect(section?.kind).toBe('claim');
    if (section?.kind !== 'claim') return;
    await gotoHydrated(page, '/services/managed-it-services');
    const claim = page.locator('section[aria-labelledby="service-custom"]');
    await expect(claim.getByText(section.statistic, {exact: true})).toBeVisible();
    await expect(claim.getByText(section.statisticLabel, {exact: true})).toBeVisible();
    for (const time of Object.values(terms.slaResponse)) {
      await expect(claim).toContainText(time);
    }
  });
});

test.describe('redirects', {tag: '@any-size'}, () => {
  for (const {from, to} of serviceRedirects) {
    test(`${from} redirects to ${to}`, async ({page, request}) => {
      // The host answers with a 301 (its redirect rules); the page at the old address is the
      // fallback of a host without them.
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      const html = builtHtml(from);
      expect(html).toMatch(new RegExp(`http-equiv="?refresh"? content="0; url=${to}"`));
      expect(html).toMatch(new RegExp(`rel="?canonical"? href="?https?://[^"> ]+${to}"?`));
      expect(html).toContain('noindex');
      expect(html).toMatch(new RegExp(`<a href="?${to}"?>`));
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('This page has moved');
    });
  }

  test('a client-side link to a non-canonical route lands on the canonical page', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.evaluate(() => window.history.pushState({}, '', '/services/cybersecurity'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page).toHaveURL(/\/services\/cybersecurity-services$/);
  });

  test('/schedule sends the visitor to the contact form anchor', async ({page}) => {
    await page.goto('/schedule');
    await expect(page).toHaveURL(/\/contact#schedule$/);
    await expect(page.getByRole('heading', {name: 'Send Us a Message'})).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});
    test('the meta refresh redirects /services/cloud-solutions and /schedule', async ({page}) => {
      await page.goto('/services/cloud-solutions');
      await expect(page).toHaveURL(/\/services\/cloud-hosting-services$/);
      await page.goto('/schedule');
      await expect(page).toHaveURL(/\/contact#schedule$/);
    });
  });
});

test.describe('about', () => {
  test('shows every section in order', {tag: '@any-size'}, async ({page}) => {
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Helping Canadian SMBs Do More With Technology');
    const headings = await page.locator('main h2, main h3').allTextContents();
    const order = [
      'Our Mission',
      'Our Vision',
      'Core Values',
      'Innovation',
      'Excellence',
      'Integrity',
      'Collaboration',
      'Company History',
      'The Beginning',
      'Growth & Expansion',
      'Digital Innovation',
      'Our Approach',
      'Client-Centric Focus',
      'Innovation-Driven Solutions',
      'Collaborative Partnership',
    ];
    const positions = order.map((text) => headings.indexOf(text));
    expect(
      positions.every((position) => position >= 0),
      `missing one of ${order.join(', ')} in ${headings.join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.locator('main section[data-variant]')).toHaveCount(1);
    for (const year of ['2021', '2022', '2023']) {
      await expect(page.getByText(year, {exact: true})).toBeAttached();
    }
  });
});

test.describe('resources, useful links and legal', () => {
  test('resources hub has four cards', {tag: '@any-size'}, async ({page}) => {
    await gotoHydrated(page, '/resources');
    for (const href of ['/case-studies', '/blog', '/useful-links', '/legal']) {
      await expect(page.locator(`main a.button[href="${href}"]`)).toHaveCount(1);
    }
  });

  test(
    'link cards underline only the link name, never the description (home and /useful-links)',
    {tag: '@any-size'},
    async ({page}) => {
      for (const route of ['/', '/useful-links']) {
        await gotoHydrated(page, route);
        const cards = page.locator('main a.site-link-card');
        expect(await cards.count()).toBeGreaterThan(0);
        const styles = await cards.evaluateAll((links) =>
          links.map((link) => ({
            card: getComputedStyle(link).textDecorationLine,
            name: getComputedStyle(link.querySelector('.site-link-card__name')!).textDecorationLine,
          })),
        );
        // text-decoration on the anchor would run under every line of the card, description included.
        expect(
          styles.filter((style) => style.card !== 'none' || style.name !== 'underline'),
          route,
        ).toEqual([]);
      }
    },
  );

  test('useful links: six groups, badges, dimmed in-progress link, new tabs, columns by count', async ({page}) => {
    await gotoHydrated(page, '/useful-links');
    const groups = page.locator('main section[aria-labelledby^="group-"]');
    await expect(groups).toHaveCount(6);
    for (const [index, group] of resourceGroups.entries()) {
      const list = groups.nth(index).locator('ul');
      await expect(list).toHaveAttribute('data-columns', String(Math.min(group.links.length, 4)));
    }
    const external = page.locator('main a[href^="http"]');
    const count = await external.count();
    expect(count).toBe(resourceGroups.reduce((sum, group) => sum + group.links.length, 0));
    for (let i = 0; i < count; i += 1) {
      await expect(external.nth(i)).toHaveAttribute('target', '_blank');
      await expect(external.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const inProgress = page.locator('main a[data-in-progress="true"]');
    await expect(inProgress).toHaveCount(1);
    await expect(inProgress.getByText('In Progress', {exact: true})).toBeVisible();
    expect(await inProgress.evaluate((element) => getComputedStyle(element).filter)).toContain('grayscale');
    await expect(page.getByText('Recommended', {exact: true}).first()).toBeVisible();
    if (!isPhone(page)) {
      // Four links in the first group: four columns side by side at desktop width.
      const tops = await groups
        .first()
        .locator('li')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    }
    await expect(page.getByRole('link', {name: 'Get Expert Help'})).toHaveAttribute('href', '/contact');
  });

  test(
    'legal hub links the documents, commitments, business info and legal mail',
    {tag: '@any-size'},
    async ({page}) => {
      await gotoHydrated(page, '/legal');
      await expect(page.locator('main a[href="/terms-and-conditions"]')).toHaveCount(1);
      await expect(page.locator('main a[href="/privacy-policy"]')).toHaveCount(1);
      await expect(page.locator('main a[href="/accessibility"]')).toHaveCount(1);
      await expect(page.getByRole('heading', {level: 3, name: /^ISO 27001:2022/})).toBeVisible();
      await expect(page.getByRole('heading', {level: 3, name: /^SOC 2 Type II/})).toBeVisible();
      await expect(page.getByText(company.legalName, {exact: true})).toBeVisible();
      await expect(page.locator(`main a[href^="mailto:${company.legalEmail}"]`)).toBeVisible();
    },
  );

  for (const route of ['/terms-and-conditions', '/privacy-policy']) {
    test(`${route} has one h1 and a table of contents`, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(page.locator('h1')).toHaveCount(1);
      const sections = await page.locator('main h2').count();
      expect(sections).toBeGreaterThan(10);
      if (isPhone(page)) {
        const toc = page.getByRole('navigation', {name: 'Table of contents'});
        await toc.getByText('Contents').click();
        await expect(toc.locator('a[href^="#"]')).toHaveCount(sections);
      } else {
        await expect(page.getByRole('navigation', {name: 'Table of contents'})).toBeHidden();
        await expect(page.locator('.table-of-contents a[href^="#"]:visible')).toHaveCount(sections);
      }
    });
  }

  for (const [route, locale] of [
    ['/accessibility', 'en-CA'],
    ['/fr/accessibility', 'fr-CA'],
  ] as const) {
    test(
      `${route}: the accessibility statement names its standard and the feedback route from the company constants`,
      {tag: '@any-size'},
      async ({page}) => {
        const {company: facts, accessibility} = siteDataIn(locale).company;
        await gotoHydrated(page, route);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1')).toHaveCount(1);
        const main = page.getByRole('main');
        await expect(main).toContainText(accessibility.standard);
        await expect(main).toContainText(
          locale === 'en-CA' ? 'Accessibility for Ontarians with Disabilities Act' : 'LAPHO',
        );
        await expect(main.locator(`a[href="mailto:${facts.contact.email}"]`).first()).toHaveText(facts.contact.email);
        await expect(main.locator(`a[href="tel:${facts.contact.phoneE164}"]`).first()).toHaveText(facts.contact.phone);
        // The promised reply time, in the page's language.
        await expect(main).toContainText(accessibility.feedbackResponse);
        // The third-party contact form is named as a known limitation, with a link to its page.
        await expect(main.locator(`a[href="${locale === 'en-CA' ? '' : '/fr'}/contact"]`).first()).toBeVisible();
      },
    );
  }

  test('the privacy policy says the home-page scene is self-hosted', {tag: '@any-size'}, async ({page}) => {
    await gotoHydrated(page, '/privacy-policy');
    await expect(
      page.getByText(/including the interactive 3D scene on our home page, .* is served from our own site/),
    ).toBeVisible();
    await expect(page.getByText(/interactive scene on our home page, is loaded from their servers/)).toHaveCount(0);
  });
});

test.describe('brand asset pages', {tag: '@any-size'}, () => {
  for (const [route, variant] of [
    ['/favicon-light', 'light'],
    ['/favicon-dark', 'dark'],
    ['/favicon/light', 'light'],
    ['/favicon/dark', 'dark'],
  ] as const) {
    test(`${route} shows the ${variant} favicon and the 1200x630 Open Graph image, noindex`, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`Favicon (${variant})`);
      const favicon = page.locator('main img').first();
      await expect(favicon).toHaveAttribute('src', `/img/favicon-${variant}.svg`);
      await expect
        .poll(() => favicon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const og = page.getByTestId('og-card');
      await expect(og).toHaveAttribute('width', '1200');
      await expect(og).toHaveAttribute('height', '630');
      const box = await og.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(Math.abs(box!.width / box!.height - 1200 / 630)).toBeLessThan(0.01);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('reads title and description from the query and only logs them', async ({page}) => {
    const infos: string[] = [];
    page.on('console', (message) => message.type() === 'info' && infos.push(message.text()));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, '/favicon/dark?title=Quarterly%20Update&description=Hello');
    await expect.poll(() => infos.join('\n')).toContain('query parameters');
    expect(requests.filter((url) => url.includes('Quarterly'))).toEqual([requests[0]]);
  });

  test.describe('image error', () => {
    test.use({failOnConsoleErrors: false});
    test("shows 'Failed to load image'", async ({page}) => {
      await page.route('**/img/favicon-light.svg', (route) => route.abort());
      await gotoHydrated(page, '/favicon-light');
      await expect(page.getByRole('alert')).toHaveText('Failed to load image');
    });
  });
});
