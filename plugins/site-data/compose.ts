/**
 * The site data as pages read it, joined from the data modules AFTER each is translated: a text
 * written once (a page's title in navigation.ts, the company's tagline in company.ts) reaches
 * every list that shows it from its one translation. The service pages join the menus in the
 * browser, from the service summaries (src/internals/siteData/navigation.ts).
 */
import type {MissionVisionItem} from '../../src/data/about';
import type {NavigationItem, SitePageId} from '../../src/data/navigation';
import type {MenuItem} from '../../src/lib/serviceNavigation';
import type {SiteDataSource} from './index';
import {parseBusinessHours, type OpeningHours} from '../../src/lib/structuredData';

function byId<Item extends {id: string}>(items: readonly Item[], id: string, what: string): Item {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) {
    throw new Error(`site-data: no ${what} with id "${id}".`);
  }
  return item;
}

function composeNavigation(navigation: SiteDataSource['navigation']) {
  const {sitePages, menus, popularPages} = navigation;
  const page = (id: string): NavigationItem => {
    const {title, path} = byId(sitePages, id, 'page in navigation.sitePages');
    return {title, path};
  };
  const menu = (entries: SiteDataSource['navigation']['menus'][keyof SiteDataSource['navigation']['menus']]) =>
    entries.map((entry): MenuItem => {
      if ('servicePages' in entry) {
        return {...page(entry.page), servicePages: true};
      }
      return 'children' in entry ? {...page(entry.page), children: entry.children.map(page)} : page(entry.page);
    });
  return {
    /** Each page's title and main heading, by id: what pages and their eyebrows call themselves. */
    sitePages: Object.fromEntries(
      sitePages.map(({id, title, ...page}) => [id, {title, heading: 'heading' in page ? page.heading : title}]),
    ) as Record<SitePageId, {title: string; heading: string}>,
    mainNavigation: menu(menus.mainNavigation),
    footerPages: menu(menus.footerPages),
    footerLegalLinks: menu(menus.footerLegalLinks),
    popularPages: popularPages.map(({id, description}) => ({...page(id), description})),
  };
}

/** A machine-readable week, from the English business-hours lines (see `composeSiteData`). */
export type OpeningHoursWeek = OpeningHours[];

/**
 * The data pages read, from the translated modules. `englishHours` are the English
 * business-hours lines: the one source of the opening hours, which structured data needs in a
 * machine-readable form whatever the language of the page.
 */
export function composeSiteData(
  data: SiteDataSource,
  englishHours: SiteDataSource['company']['company']['contact']['businessHours'],
) {
  const {companyStatements, company} = data.company;
  const sitePage = (pagePath: string) => {
    const page = data.navigation.sitePages.find((candidate) => candidate.path === pagePath);
    if (!page) {
      throw new Error(`site-data: no page ${pagePath} in navigation.sitePages.`);
    }
    return page;
  };
  const pageTitle = (pagePath: string): string => sitePage(pagePath).title;
  const pageHeading = (pagePath: string): string => {
    const page = sitePage(pagePath);
    return 'heading' in page ? page.heading : page.title;
  };
  return {
    ...data,
    about: {
      ...data.about,
      aboutHeader: {eyebrow: pageTitle('/about'), ...data.about.aboutHeader},
      missionVision: data.about.missionVision.map((item): MissionVisionItem & {statement: string} => ({
        ...item,
        statement: companyStatements[item.id],
      })),
    },
    company: {
      ...data.company,
      openingHours: [englishHours.weekdays, englishHours.weekends].map(parseBusinessHours) as OpeningHoursWeek,
    },
    home: {
      ...data.home,
      homeHero: {...data.home.homeHero, title: company.tagline, description: company.description},
    },
    legal: {
      ...data.legal,
      legalDocuments: data.legal.legalDocuments.map((document) => ({
        ...document,
        title: 'title' in document ? document.title : pageTitle(document.link),
      })),
    },
    navigation: composeNavigation(data.navigation),
    resources: {
      ...data.resources,
      resourceHubCards: data.resources.resourceHubCards.map((card) => ({
        ...card,
        title: card.title ?? pageHeading(card.link),
      })),
    },
  };
}

export type SiteDataContent = ReturnType<typeof composeSiteData>;
