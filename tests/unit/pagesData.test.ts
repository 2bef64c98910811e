/**
 * Validates the content modules behind the pages, with
 * messages that say which entry is wrong, in the manner of Docusaurus's showcase data test.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Service} from '@site/src/lib/services';
import {englishSiteData} from '@site/plugins/site-data';
import {serviceIds} from '@site/plugins/content-collections/serviceIds';
import {serviceRedirects} from '@site/src/data/redirects';
import {approach, companyHistory} from '@site/src/data/about';
import {resourceGroups, resourceHubCards} from '@site/src/data/resources';
import {callToActionVariants, serviceCallToAction} from '@site/src/data/callToActions';
import {companyStatements} from '@site/src/data/company';
import {iconNames} from '@site/src/data/icons';
import {SERVICE_DIRS, serviceIdsInMenuOrder, servicesIn, type ServiceLocale} from '../support/services';

/** The data as pages read it: each module's own fields, joined (plugins/site-data/compose.ts). */
const {
  about: {coreValues, missionVision},
  home: {homeHero},
} = englishSiteData();

/** The services of each language, as the build reads their files. */
const servicesByLocale: Record<ServiceLocale, Service[]> = {'en-CA': [], 'fr-CA': []};
let services: Service[] = [];
beforeAll(async () => {
  for (const locale of Object.keys(SERVICE_DIRS) as ServiceLocale[]) {
    servicesByLocale[locale] = await servicesIn(locale);
  }
  services = servicesByLocale['en-CA'];
});

const STATIC_DIR = path.resolve(__dirname, '../../static');

function expectStaticFile(url: string, where: string): void {
  if (!existsSync(path.join(STATIC_DIR, url))) {
    throw new Error(`${where}: image ${url} does not exist under static/`);
  }
}

function expectText(value: unknown, where: string): void {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${where} must be a non-empty string, got ${JSON.stringify(value)}`);
  }
  if (/lorem ipsum|coming soon|\bTODO\b/i.test(value)) {
    throw new Error(`${where} contains placeholder text: "${value}"`);
  }
}

function expectUnique(values: readonly string[], where: string): void {
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
  if (duplicates.length > 0) {
    throw new Error(`${where} has duplicates: ${duplicates.join(', ')}`);
  }
}

function expectUniqueIds(items: readonly {readonly id: string}[], where: string): void {
  expectUnique(
    items.map((item) => item.id),
    `${where} ids`,
  );
}

function expectIcon(icon: string, where: string): void {
  if (!(iconNames as readonly string[]).includes(icon)) {
    throw new Error(`${where}: unknown icon "${icon}"`);
  }
}

describe('services', () => {
  it('has exactly the service files, in the order of their front matter, in both languages', async () => {
    const ids = await serviceIdsInMenuOrder();
    expect([...ids].sort()).toEqual(serviceIds);
    for (const list of Object.values(servicesByLocale)) {
      expect(list.map((s) => s.id)).toEqual(ids);
    }
  });

  it.each(serviceIds.flatMap((id) => (Object.keys(SERVICE_DIRS) as ServiceLocale[]).map((locale) => [id, locale])))(
    '%s (%s) is complete',
    (id, locale) => {
      const service = servicesByLocale[locale as ServiceLocale].find((s) => s.id === id)!;
      expect(service.link).toBe(`/services/${id}`);
      for (const field of ['title', 'description', 'category', 'imageAlt'] as const) {
        expectText(service[field], `${id}.${field}`);
      }
      expectText(service.hero.eyebrow, `${id}.hero.eyebrow`);
      expectText(service.hero.headline, `${id}.hero.headline`);
      expectText(service.hero.subheadline, `${id}.hero.subheadline`);
      expectStaticFile(service.image, id);
      expectIcon(service.icon, id);
      if (service.features.length < 3) {
        throw new Error(`${id} needs at least 3 features for the Key Features grid, has ${service.features.length}`);
      }
      if (service.benefits.length < 2) {
        throw new Error(`${id} needs at least 2 benefits, has ${service.benefits.length}`);
      }
      expectUniqueIds(service.features, `${id}.features`);
      expectUniqueIds(service.benefits, `${id}.benefits`);
      service.features.forEach((feature) => {
        expectText(feature.title, `${id}.features.${feature.id}.title`);
        expectText(feature.description, `${id}.features.${feature.id}.description`);
      });
      service.benefits.forEach((benefit) => {
        expectText(benefit.title, `${id}.benefits.${benefit.id}.title`);
        expectText(benefit.description, `${id}.benefits.${benefit.id}.description`);
      });
    },
  );

  it('gives every partner of a partner strip its mark or name and an https link', () => {
    const partners = services.flatMap((s) => (s.customSection?.kind === 'partners' ? s.customSection.partners : []));
    expect(partners.length).toBeGreaterThan(0);
    partners.forEach((partner) => {
      expectText(partner.name, 'partner name');
      expect(partner.url).toMatch(/^https:\/\//);
    });
  });

  it('names each category once: the category labels are unique in each language', () => {
    for (const list of Object.values(servicesByLocale)) {
      expectUnique(
        list.map((s) => s.category),
        'category labels',
      );
    }
  });
});

describe('service redirects', () => {
  it('maps the four non-canonical links to the registered routes', () => {
    expect(serviceRedirects).toEqual([
      {from: '/services/it-consulting', to: '/services/it-consulting-vcio'},
      {from: '/services/cloud-solutions', to: '/services/cloud-hosting-services'},
      {from: '/services/cybersecurity', to: '/services/cybersecurity-services'},
      {from: '/services/software-development', to: '/services/custom-software-development'},
    ]);
  });

  it('never redirects from a canonical route, and always to one', () => {
    const canonical = new Set(services.map((s) => s.link as string));
    serviceRedirects.forEach(({from, to}) => {
      if (canonical.has(from)) throw new Error(`${from} is a canonical service route and must not redirect`);
      if (!canonical.has(to)) throw new Error(`${from} redirects to ${to}, which is not a service route`);
    });
  });
});

describe('about', () => {
  it('takes the mission and vision from the company statements', () => {
    expect(missionVision.map((m) => m.statement)).toEqual([companyStatements.mission, companyStatements.vision]);
  });

  it('gives every core value and approach card a known icon, a title and a description, under a unique id', () => {
    const cards = [...coreValues, ...approach];
    expectUniqueIds(cards, 'about card');
    cards.forEach((card) => {
      expectIcon(card.icon, `about card ${card.id}`);
      expectText(card.title, `about card ${card.id} title`);
      expectText(card.description, `about card ${card.id} description`);
    });
  });

  it('tells the history in year order, one milestone a year', () => {
    const years = companyHistory.map((milestone) => milestone.year);
    expect(years).toEqual([...new Set(years)].sort((a, b) => a - b));
  });
});

describe('resources', () => {
  it('has six link groups with unique ids and https links', () => {
    expect(resourceGroups).toHaveLength(6);
    expectUniqueIds(resourceGroups, 'resource group');
    expectUnique(
      resourceGroups.flatMap((g) => g.links.map((l) => l.url)),
      'resource link urls',
    );
    resourceGroups.forEach((group) => {
      expectIcon(group.icon, `group ${group.id}`);
      if (group.links.length === 0) throw new Error(`group ${group.id} has no links`);
      group.links.forEach((link) => {
        expectText(link.name, `${group.id} link name`);
        expectText(link.description, `${group.id}/${link.name} description`);
        if (!/^https:\/\//.test(link.url)) throw new Error(`${group.id}/${link.name}: ${link.url} must be https`);
        if (link.isRecommended && link.inProgress)
          throw new Error(`${group.id}/${link.name} cannot be recommended and in progress`);
      });
    });
  });

  it('links every hub card of the resources page to a page of the site, with a label', () => {
    resourceHubCards.forEach((card) => {
      expectIcon(card.icon, `hub card ${card.id}`);
      expectText(card.linkLabel, `hub card ${card.id} link label`);
      if (!card.link.startsWith('/')) throw new Error(`hub card ${card.id}: ${card.link} must be a site path`);
    });
  });

  it('marks exactly one link, the file conversion tool, as in progress', () => {
    const inProgress = resourceGroups.flatMap((g) => g.links.filter((l) => l.inProgress));
    expect(inProgress.map((l) => l.name)).toEqual(['File Converter']);
  });
});

describe('calls to action', () => {
  it('has five variants with unique ids and existing background images', () => {
    expect(callToActionVariants).toHaveLength(5);
    expectUniqueIds(callToActionVariants, 'call-to-action');
    callToActionVariants.forEach((variant) => {
      expectText(variant.title, `${variant.id}.title`);
      expectText(variant.description, `${variant.id}.description`);
      expectText(variant.buttonText, `${variant.id}.buttonText`);
      expectStaticFile(variant.backgroundImage, variant.id);
    });
  });

  it("has the service pages' 'Ready to get started' call-to-action", () => {
    expect(serviceCallToAction.title).toMatch(/^Ready to get started/);
  });
});

describe('home', () => {
  it('has the hero texts and an existing static image', () => {
    expect(homeHero.title).toBe('Innovative Technology Solutions');
    expect(homeHero.badge).toBe('IT & Technology Solutions');
    expect(homeHero.primaryAction).toEqual({label: 'Get in Touch', link: '/contact#contact-form'});
    expectStaticFile(homeHero.image.src, 'home hero');
  });
});
