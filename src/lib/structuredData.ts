/**
 * schema.org structured data (JSON-LD) built from the company constants, the navigation and the
 * service links: the Organization and its ProfessionalService (a LocalBusiness) on every page,
 * a BreadcrumbList on nested pages and a Service on service pages. Pure functions of their
 * inputs. src/components/head/StructuredData renders them into each page's head (structuredDataForPage),
 * so crawlers read them from the prerendered HTML of each address.
 */
import {safeDecodeURIComponent} from './safeUrl';
import type {CompanyConfig} from '../data/company';
import type {NavigationItem} from '../data/navigation';
import type {ServiceSummary} from './services';

export type JsonLd = Record<string, unknown>;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Day = (typeof DAYS)[number];

export interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: Day[];
  opens: string;
  closes: string;
}

function to24h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) {
    throw new Error(`Unreadable time "${time}"`);
  }
  let hours = Number(match[1]) % 12;
  if (match[3]!.toUpperCase() === 'PM') {
    hours += 12;
  }
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * Reads a business-hours line of the company constants, e.g. "Monday to Friday: 9:00 AM to
 * 6:00 PM EST" or "Saturday: 9:00 AM to 2:00 PM EST (emergency only)". plugins/site-data parses
 * the English lines when it builds the data (`openingHours`), for pages in every language.
 */
export function parseBusinessHours(line: string): OpeningHours {
  const match = /^([A-Za-z]+)(?:\s+to\s+([A-Za-z]+))?:\s*(\d{1,2}:\d{2}\s*[AP]M)\s+to\s+(\d{1,2}:\d{2}\s*[AP]M)/i.exec(
    line.trim(),
  );
  if (!match) {
    throw new Error(`Unreadable business hours "${line}"`);
  }
  const dayIndex = (name: string) => {
    const index = DAYS.findIndex((day) => day.toLowerCase() === name.toLowerCase());
    if (index < 0) {
      throw new Error(`Unknown day "${name}" in "${line}"`);
    }
    return index;
  };
  const first = dayIndex(match[1]!);
  const last = match[2] ? dayIndex(match[2]) : first;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAYS.slice(first, last + 1),
    opens: to24h(match[3]!),
    closes: to24h(match[4]!),
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function organizationId(siteUrl: string): string {
  return `${trimSlash(siteUrl)}/#organization`;
}

export function localBusinessId(siteUrl: string): string {
  return `${trimSlash(siteUrl)}/#professional-service`;
}

const logoUrl = (base: string) => `${base}/img/logo.svg`;

/** The company as the publisher of an article: search engines want its name and logo. */
export function publisherOrganization(company: Pick<CompanyConfig, 'name'>, siteUrl: string): JsonLd {
  const base = trimSlash(siteUrl);
  return {
    '@type': 'Organization',
    '@id': organizationId(base),
    name: company.name,
    url: `${base}/`,
    logo: {'@type': 'ImageObject', url: logoUrl(base)},
  };
}

/**
 * An article's JSON-LD (BlogPosting or Article) completed with the publisher and both dates: an
 * article never edited since publication was last modified when it was published.
 */
export function completeArticle(article: JsonLd, company: Pick<CompanyConfig, 'name'>, siteUrl: string): JsonLd {
  const datePublished = article.datePublished as string | undefined;
  return {
    ...article,
    publisher: publisherOrganization(company, siteUrl),
    ...(datePublished && {dateModified: (article.dateModified as string | undefined) ?? datePublished}),
  };
}

/** Organization and ProfessionalService (LocalBusiness), for every page. */
export function organizationGraph(
  company: CompanyConfig,
  siteUrl: string,
  /** Machine-readable hours, parsed from the English business-hours lines when the data is built. */
  openingHours: readonly OpeningHours[],
): JsonLd {
  const base = trimSlash(siteUrl);
  const {address} = company.contact;
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
        '@id': organizationId(base),
        name: company.name,
        legalName: company.legalName,
        url: `${base}/`,
        logo: logoUrl(base),
        description: company.description,
        foundingDate: String(company.founded),
        email: company.contact.email,
        telephone: company.contact.phoneE164,
        address: postalAddress,
        sameAs: company.socialLinks.map((link) => link.url),
        contactPoint: [
          {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            telephone: company.contact.phoneE164,
            email: company.contact.email,
            areaServed: 'CA',
            availableLanguage: company.languages.map((language) => language.name),
          },
          {
            '@type': 'ContactPoint',
            contactType: 'technical support',
            telephone: company.emergency.phoneE164,
            email: company.emergency.email,
            areaServed: 'CA',
            hoursAvailable: {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: [...DAYS],
              opens: '00:00',
              closes: '23:59',
            },
          },
        ],
      },
      {
        '@type': 'ProfessionalService',
        '@id': localBusinessId(base),
        name: company.name,
        url: `${base}/`,
        image: `${base}/img/og/default.png`,
        telephone: company.contact.phoneE164,
        email: company.contact.email,
        address: postalAddress,
        openingHoursSpecification: openingHours,
        parentOrganization: {'@id': organizationId(base)},
        areaServed: {'@type': 'Country', name: 'Canada'},
      },
    ],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

function findTitle(items: readonly NavigationItem[], path: string): string | undefined {
  for (const item of items) {
    if (item.path === path) {
      return item.title;
    }
    const nested = item.children ? findTitle(item.children, path) : undefined;
    if (nested) {
      return nested;
    }
  }
  return undefined;
}

/** "email-migration-microsoft-365" → "Email migration microsoft 365", for paths outside the menu. */
export function humaniseSlug(slug: string): string {
  const words = safeDecodeURIComponent(slug).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Breadcrumb trail of a path (Home, then each ancestor path), named from the navigation, else
 * from the page's own title for the last crumb, else from the slug.
 */
export function breadcrumbTrail(pathname: string, navigation: readonly NavigationItem[], pageTitle?: string): Crumb[] {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const crumbs: Crumb[] = [{name: findTitle(navigation, '/') ?? 'Home', path: '/'}];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    crumbs.push({name: findTitle(navigation, path) ?? (isLast && pageTitle ? pageTitle : humaniseSlug(segment)), path});
  });
  return crumbs;
}

/** BreadcrumbList for nested pages (two or more segments); undefined elsewhere. */
export function breadcrumbList(
  pathname: string,
  navigation: readonly NavigationItem[],
  siteUrl: string,
  pageTitle?: string,
): JsonLd | undefined {
  const crumbs = breadcrumbTrail(pathname, navigation, pageTitle);
  if (crumbs.length < 3) {
    return undefined;
  }
  const base = trimSlash(siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path === '/' ? `${base}/` : `${base}${crumb.path}`,
    })),
  };
}

/** Service for a service page (its path is one of the service links); undefined elsewhere. */
export function serviceSchema(
  pathname: string,
  services: readonly Pick<ServiceSummary, 'title' | 'link'>[],
  company: CompanyConfig,
  siteUrl: string,
  description?: string,
): JsonLd | undefined {
  const service = services.find((link) => link.link === pathname.replace(/\/+$/, ''));
  if (!service) {
    return undefined;
  }
  const base = trimSlash(siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${base}${service.link}#service`,
    name: service.title,
    serviceType: service.title,
    url: `${base}${service.link}`,
    ...(description ? {description} : {}),
    provider: {'@id': localBusinessId(base)},
    brand: {'@type': 'Organization', name: company.name},
    areaServed: {'@type': 'Country', name: 'Canada'},
  };
}

/** JSON for a script element: "<" escaped so no value can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface PageFacts {
  pathname: string;
  /** The page title without the " | Company" suffix (last breadcrumb name). */
  title?: string;
  /** The page's meta description (Service description). */
  description?: string;
  /** Noindex pages (brand assets, redirects) get no breadcrumb trail: their parents are not pages. */
  noIndex?: boolean;
}

/** Every JSON-LD block of one page. */
export function structuredDataForPage(
  {pathname, title, description, noIndex = false}: PageFacts,
  context: {
    /** The company constants in the page's language. */
    company: CompanyConfig;
    openingHours: readonly OpeningHours[];
    /** Navigation and service links in the page's language (names of crumbs and services). */
    navigation: readonly NavigationItem[];
    services: readonly Pick<ServiceSummary, 'title' | 'link'>[];
    siteUrl: string;
    /**
     * The page's language: its base URL (`/fr/`; `pathname` is the path within it) and BCP 47
     * tag. The organisation is one entity in every language, so its ids stay at the site root.
     */
    locale?: {baseUrl: string; htmlLang: string};
  },
): JsonLd[] {
  const {baseUrl = '/', htmlLang} = context.locale ?? {};
  const localeUrl = `${trimSlash(context.siteUrl)}${baseUrl.replace(/\/+$/, '')}`;
  const inLanguage = htmlLang ? {inLanguage: htmlLang} : {};
  const breadcrumbs = noIndex ? undefined : breadcrumbList(pathname, context.navigation, localeUrl, title);
  const service = serviceSchema(pathname, context.services, context.company, localeUrl, description);
  return [
    organizationGraph(context.company, context.siteUrl, context.openingHours),
    breadcrumbs && {...breadcrumbs, ...inLanguage},
    service && {...service, ...inLanguage},
  ].filter((block): block is JsonLd => block !== undefined);
}
