import {company} from '@site/src/data/company';
import type {ServiceSummary} from '@site/src/lib/services';
import {serviceNavigationOf, withServicePages} from '@site/src/lib/serviceNavigation';
import type {NavigationItem} from '@site/src/data/navigation';
import {serviceSummariesIn} from '../support/services';
import {englishSiteData, siteDataIn} from '@site/plugins/site-data';
import {ogImagePath} from '@site/src/lib/ogImage';
import {
  breadcrumbTrail,
  organizationGraph,
  parseBusinessHours,
  serializeJsonLd,
  structuredDataForPage,
  completeArticle,
} from '@site/src/lib/structuredData';

const SITE = 'https://www.northbeam.example';
// JSON-LD nodes are free-form; the assertions below read nested properties of any shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = Record<string, any>;

const {
  navigation: {mainNavigation: menuWithoutServices},
  company: {openingHours},
} = englishSiteData();

/** The service summaries and the main menu as pages read them (the services joined in). */
let serviceSummaries: ServiceSummary[] = [];
let mainNavigation: NavigationItem[] = [];
beforeAll(async () => {
  serviceSummaries = await serviceSummariesIn('en-CA');
  mainNavigation = withServicePages(menuWithoutServices, serviceNavigationOf(serviceSummaries));
});

/** The JSON-LD blocks of an English page. */
const pageData = (pathname: string, title?: string) =>
  structuredDataForPage(
    {pathname, title},
    {company, openingHours, navigation: mainNavigation, services: serviceSummaries, siteUrl: SITE},
  );

describe('opening hours from the company constants', () => {
  it('reads a day range and converts to 24-hour times', () => {
    expect(parseBusinessHours('Monday to Friday: 9:00 AM to 6:00 PM EST')).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
  });

  it('reads a single day with a note', () => {
    expect(parseBusinessHours('Saturday: 9:00 AM to 2:00 PM EST (emergency only)')).toMatchObject({
      dayOfWeek: ['Saturday'],
      opens: '09:00',
      closes: '14:00',
    });
    expect(parseBusinessHours('Sunday: 12:30 PM to 12:00 AM')).toMatchObject({opens: '12:30', closes: '00:00'});
  });

  it('fails loudly on a line it cannot read', () => {
    expect(() => parseBusinessHours('Weekdays, nine to five')).toThrow(/Unreadable/);
    expect(() => parseBusinessHours('Funday: 9:00 AM to 5:00 PM')).toThrow(/Unreadable/);
  });
});

describe('the organisation on a French page', () => {
  const french = siteDataIn('fr-CA').company;
  const [organization, business] = organizationGraph(french.company, `${SITE}/`, french.openingHours)[
    '@graph'
  ] as Node[];

  it('is described in French, and open at the hours of the one business-hours source', () => {
    expect(organization!.description).toBe(french.company.description);
    expect(organization!.description).not.toBe(company.description);
    expect(business!.openingHoursSpecification).toEqual(
      [company.contact.businessHours.weekdays, company.contact.businessHours.weekends].map(parseBusinessHours),
    );
  });

  it('has a French Open Graph tagline', () => {
    expect(french.sharingImage.tagline).toBe('Services de TI gérés · Toronto');
  });
});

describe('Organization and ProfessionalService', () => {
  const graph = organizationGraph(company, `${SITE}/`, openingHours)['@graph'] as Node[];
  const organization = graph.find((node) => node['@type'] === 'Organization')!;
  const business = graph.find((node) => node['@type'] === 'ProfessionalService')!;

  it('carry the required schema.org properties from the constants', () => {
    expect(organization).toMatchObject({
      name: company.name,
      url: `${SITE}/`,
      logo: `${SITE}/img/logo.svg`,
      telephone: company.contact.phoneE164,
    });
    expect(organization.sameAs).toEqual(company.socialLinks.map((link) => link.url));
    expect(business).toMatchObject({
      name: company.name,
      telephone: company.contact.phoneE164,
      email: company.contact.email,
    });
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: company.contact.address.street,
      addressLocality: 'Toronto',
      addressRegion: 'ON',
      postalCode: company.contact.address.zipCode,
      addressCountry: 'CA',
    });
    expect(business.openingHoursSpecification).toHaveLength(2);
    expect(business.parentOrganization).toEqual({'@id': organization['@id']});
  });
});

describe('BreadcrumbList', () => {
  it('names crumbs from the navigation for service pages', () => {
    expect(pageData('/services/cloud-hosting-services')[1]!.itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/`},
      {'@type': 'ListItem', position: 2, name: 'IT Services', item: `${SITE}/services`},
      {'@type': 'ListItem', position: 3, name: 'Cloud & Hosting', item: `${SITE}/services/cloud-hosting-services`},
    ]);
  });

  it('falls back to the page title, then to the slug, outside the navigation', () => {
    expect(
      breadcrumbTrail('/blog/mfa-setup-quick-tip', mainNavigation, 'MFA in five minutes').map((crumb) => crumb.name),
    ).toEqual(['Home', 'Blog', 'MFA in five minutes']);
    expect(breadcrumbTrail('/blog/tags/microsoft-365/', mainNavigation).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Blog',
      'Tags',
      'Microsoft 365',
    ]);
  });

  it('is left out on top-level pages', () => {
    expect(pageData('/')).toHaveLength(1);
    expect(pageData('/about')).toHaveLength(1);
  });
});

describe('Service', () => {
  it('describes each service page, provided by the local business', () => {
    for (const link of serviceSummaries) {
      expect(pageData(link.link)[2]).toMatchObject({
        '@type': 'Service',
        name: link.title,
        url: `${SITE}${link.link}`,
        provider: {'@id': `${SITE}/#professional-service`},
      });
    }
  });
});

describe('Open Graph image paths', () => {
  it.each([
    ['/', '/img/og/home.png'],
    ['/blog/tags/microsoft-365/', '/img/og/blog-tags-microsoft-365.png'],
    ['/services/cloud-hosting-services', '/img/og/services-cloud-hosting-services.png'],
  ])('name the file of the route %s after it: %s', (route, file) => {
    expect(ogImagePath(route)).toBe(file);
  });
});

describe('structured data of a page', () => {
  // Read when a test runs: the menu and the summaries are loaded before the tests.
  const context = () => ({
    company,
    openingHours,
    navigation: mainNavigation,
    services: serviceSummaries,
    siteUrl: SITE,
  });

  it('has the organisation graph everywhere, breadcrumbs and Service on a service page', () => {
    const types = (pathname: string) =>
      structuredDataForPage({pathname, title: 'T', description: 'D'}, context()).map(
        (block) => block['@type'] ?? 'graph',
      );
    expect(types('/')).toEqual(['graph']);
    expect(types('/services/managed-it-services')).toEqual(['graph', 'BreadcrumbList', 'Service']);
    expect(types('/case-studies/cuaet-emergency-support')).toEqual(['graph', 'BreadcrumbList']);
    const service = structuredDataForPage(
      {pathname: '/services/managed-it-services', description: 'Support that answers.'},
      context(),
    )[2]!;
    expect(service.description).toBe('Support that answers.');
  });

  it('serialises so that no value can close the script element', () => {
    expect(serializeJsonLd({name: '</script><script>alert(1)</script>'})).not.toContain('<');
    expect(JSON.parse(serializeJsonLd({name: '</script>'}))).toEqual({name: '</script>'});
  });
});

describe('article structured data', () => {
  const site = 'https://www.example.ca';
  it('adds the publisher with its logo and, for an article never edited, dateModified = datePublished', () => {
    const article = completeArticle(
      {'@type': 'BlogPosting', headline: 'H', datePublished: '2025-01-14'},
      {name: 'Northbeam Technologies'},
      site,
    );
    expect(article).toMatchObject({
      publisher: {
        '@type': 'Organization',
        name: 'Northbeam Technologies',
        logo: {'@type': 'ImageObject', url: 'https://www.example.ca/img/logo.svg'},
      },
      datePublished: '2025-01-14',
      dateModified: '2025-01-14',
    });
  });

  it('keeps a later dateModified', () => {
    const article = completeArticle(
      {'@type': 'Article', datePublished: '2025-01-14', dateModified: '2025-03-01'},
      {name: 'N'},
      site,
    );
    expect(article.dateModified).toBe('2025-03-01');
  });
});
