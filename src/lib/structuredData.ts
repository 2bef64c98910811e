/** JSON-LD: Organization and ProfessionalService everywhere, breadcrumbs on nested pages, Service on services. */
import {safeDecodeURIComponent} from './safeUrl';
import type {CompanyConfig} from '../data/company';
import type {NavigationItem} from '../data/navigation';
import type {ServiceSummary} from './services';

export type JsonLd = Record<string, unknown>;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** An English business-hours line ("Monday to Friday: 9:00 AM to 6:00 PM EST") as machine-readable hours. */
export function parseBusinessHours(line: string): OpeningHours {
  const time = String.raw`(\d{1,2}):(\d{2})\s*([AP]M)`;
  const match = new RegExp(String.raw`^(\w+)(?:\s+to\s+(\w+))?:\s*${time}\s+to\s+${time}`, 'i').exec(line.trim());
  const first = DAYS.indexOf(match?.[1] ?? '');
  const last = match?.[2] ? DAYS.indexOf(match[2]) : first;
  if (!match || first < 0 || last < 0) {
    throw new Error(`Unreadable business hours "${line}": write "Monday to Friday: 9:00 AM to 6:00 PM".`);
  }
  const to24h = (hours: string, minutes: string, half: string) =>
    `${String((Number(hours) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)).padStart(2, '0')}:${minutes}`;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAYS.slice(first, last + 1),
    opens: to24h(match[3]!, match[4]!, match[5]!),
    closes: to24h(match[6]!, match[7]!, match[8]!),
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** An article's JSON-LD with its publisher and a `dateModified` (the publication date if never edited). */
export function completeArticle(article: JsonLd, company: Pick<CompanyConfig, 'name'>, siteUrl: string): JsonLd {
  const base = trimSlash(siteUrl);
  const datePublished = article.datePublished as string | undefined;
  return {
    ...article,
    publisher: {
      '@type': 'Organization',
      '@id': `${base}/#organization`,
      name: company.name,
      url: `${base}/`,
      logo: {'@type': 'ImageObject', url: `${base}/img/logo.svg`},
    },
    ...(datePublished && {dateModified: (article.dateModified as string | undefined) ?? datePublished}),
  };
}

/** Organization and ProfessionalService (LocalBusiness), for every page. */
export function organizationGraph(company: CompanyConfig, siteUrl: string, openingHours: readonly OpeningHours[]) {
  const base = trimSlash(siteUrl);
  const {address, email, phoneE164} = company.contact;
  const postalAddress = {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.zipCode,
    addressCountry: address.country === 'Canada' ? 'CA' : address.country,
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${base}/#organization`,
        name: company.name,
        legalName: company.legalName,
        url: `${base}/`,
        logo: `${base}/img/logo.svg`,
        description: company.description,
        foundingDate: String(company.founded),
        email,
        telephone: phoneE164,
        address: postalAddress,
        sameAs: company.socialLinks.map((link) => link.url),
        contactPoint: [
          {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            telephone: phoneE164,
            email,
            areaServed: 'CA',
            availableLanguage: company.languages.map((language) => language.name),
          },
          {
            '@type': 'ContactPoint',
            contactType: 'technical support',
            telephone: company.emergency.phoneE164,
            email: company.emergency.email,
            areaServed: 'CA',
            hoursAvailable: {'@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '00:00', closes: '23:59'},
          },
        ],
      },
      {
        '@type': 'ProfessionalService',
        '@id': `${base}/#professional-service`,
        name: company.name,
        url: `${base}/`,
        image: `${base}/img/og/default.png`,
        telephone: phoneE164,
        email,
        address: postalAddress,
        openingHoursSpecification: openingHours,
        parentOrganization: {'@id': `${base}/#organization`},
        areaServed: {'@type': 'Country', name: 'Canada'},
      },
    ],
  };
}

/** The navigation's title of a path, at any depth. */
function titleOf(items: readonly NavigationItem[], path: string): string | undefined {
  return items.map((item) => (item.path === path ? item.title : titleOf(item.children ?? [], path))).find(Boolean);
}

/** The breadcrumbs of a path, named from the navigation, else the page title (last), else the slug. */
export function breadcrumbTrail(pathname: string, navigation: readonly NavigationItem[], pageTitle?: string) {
  const segments = pathname.split('/').filter(Boolean);
  return [{name: titleOf(navigation, '/') ?? 'Home', path: '/'}].concat(
    segments.map((segment, index) => {
      const path = `/${segments.slice(0, index + 1).join('/')}`;
      const slug = safeDecodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
      const fallback =
        index === segments.length - 1 && pageTitle ? pageTitle : slug.charAt(0).toUpperCase() + slug.slice(1);
      return {name: titleOf(navigation, path) ?? fallback, path};
    }),
  );
}

/** JSON for a script element: "<" escaped so no value can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Every JSON-LD block of one page. */
export function structuredDataForPage(
  page: {
    pathname: string;
    /** The page title without the " | Company" suffix (the last crumb's name). */
    title?: string;
    description?: string;
    /** Noindex pages (brand assets, redirects) get no breadcrumb trail: their parents are not pages. */
    noIndex?: boolean;
  },
  context: {
    company: CompanyConfig;
    openingHours: readonly OpeningHours[];
    navigation: readonly NavigationItem[];
    services: readonly Pick<ServiceSummary, 'title' | 'link'>[];
    siteUrl: string;
    /** The page's language. The organisation is one entity in every language: its ids stay at the site root. */
    locale: {baseUrl: string; htmlLang: string};
  },
): JsonLd[] {
  const {baseUrl, htmlLang: inLanguage} = context.locale;
  const localeUrl = `${trimSlash(context.siteUrl)}${trimSlash(baseUrl)}`;
  const crumbs = breadcrumbTrail(page.pathname, context.navigation, page.title);
  const service = context.services.find((link) => link.link === trimSlash(page.pathname));
  const blocks: JsonLd[] = [organizationGraph(context.company, context.siteUrl, context.openingHours)];
  if (!page.noIndex && crumbs.length >= 3) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.path === '/' ? `${localeUrl}/` : `${localeUrl}${crumb.path}`,
      })),
      inLanguage,
    });
  }
  if (service) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${localeUrl}${service.link}#service`,
      name: service.title,
      serviceType: service.title,
      url: `${localeUrl}${service.link}`,
      ...(page.description ? {description: page.description} : {}),
      provider: {'@id': `${localeUrl}/#professional-service`},
      brand: {'@type': 'Organization', name: context.company.name},
      areaServed: {'@type': 'Country', name: 'Canada'},
      inLanguage,
    });
  }
  return blocks;
}
