/** The site data as pages read it, joined after translation, so a text written once is translated once. */
import type {MissionVisionItem} from '../../src/data/about';
import type {NavigationItem, SitePageId} from '../../src/data/navigation';
import type {MenuItem} from '../../src/lib/serviceNavigation';
import type {SiteDataSource} from './index';
import {parseBusinessHours} from '../../src/lib/structuredData';

/** `englishHours`: the one source of the opening hours, machine-readable in every language. */
export function composeSiteData(
  data: SiteDataSource,
  englishHours: SiteDataSource['company']['company']['contact']['businessHours'],
) {
  const {companyStatements, company} = data.company;
  const {sitePages, menus, popularPages} = data.navigation;
  const sitePage = (key: 'id' | 'path', value: string) => {
    const page = sitePages.find((candidate) => candidate[key] === value);
    if (!page) {
      throw new Error(`site-data: no page with ${key} "${value}" in navigation.sitePages.`);
    }
    return {title: page.title, path: page.path, heading: 'heading' in page ? page.heading : page.title};
  };
  const link = (id: string): NavigationItem => {
    const {title, path} = sitePage('id', id);
    return {title, path};
  };
  const menu = (entries: (typeof menus)[keyof typeof menus]) =>
    entries.map((entry): MenuItem => {
      if ('servicePages' in entry) {
        return {...link(entry.page), servicePages: true};
      }
      return 'children' in entry ? {...link(entry.page), children: entry.children.map(link)} : link(entry.page);
    });
  return {
    ...data,
    about: {
      ...data.about,
      aboutHeader: {eyebrow: sitePage('path', '/about').title, ...data.about.aboutHeader},
      missionVision: data.about.missionVision.map((item): MissionVisionItem & {statement: string} => ({
        ...item,
        statement: companyStatements[item.id],
      })),
    },
    company: {
      ...data.company,
      openingHours: [englishHours.weekdays, englishHours.weekends].map(parseBusinessHours),
    },
    home: {
      ...data.home,
      homeHero: {...data.home.homeHero, title: company.tagline, description: company.description},
    },
    legal: {
      ...data.legal,
      legalDocuments: data.legal.legalDocuments.map((document) => ({
        ...document,
        title: 'title' in document ? document.title : sitePage('path', document.link).title,
      })),
    },
    navigation: {
      /** Each page's title and main heading, by id: what pages and their eyebrows call themselves. */
      sitePages: Object.fromEntries(
        sitePages.map(({id, title, ...page}) => [id, {title, heading: 'heading' in page ? page.heading : title}]),
      ) as Record<SitePageId, {title: string; heading: string}>,
      mainNavigation: menu(menus.mainNavigation),
      footerPages: menu(menus.footerPages),
      footerLegalLinks: menu(menus.footerLegalLinks),
      popularPages: popularPages.map(({id, description}) => ({...link(id), description})),
    },
    resources: {
      ...data.resources,
      resourceHubCards: data.resources.resourceHubCards.map((card) => ({
        ...card,
        title: card.title ?? sitePage('path', card.link).heading,
      })),
    },
  };
}

export type SiteDataContent = ReturnType<typeof composeSiteData>;
