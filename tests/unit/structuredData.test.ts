import {company} from '@site/src/data/company';
import type {ServiceSummary} from '@site/src/lib/services';
import {serviceNavigationOf, withServicePages} from '@site/src/lib/serviceNavigation';
import type {NavigationItem} from '@site/src/data/navigation';
import {serviceSummariesIn} from '../support/services';
import {siteDataIn} from '@site/plugins/site-data';
import {
  breadcrumbTrail,
  organizationGraph,
  parseBusinessHours,
  serializeJsonLd,
  completeArticle,
} from '@site/src/lib/structuredData';

const SITE = 'https://www.northbeam.example';
// JSON-LD nodes are free-form; the assertions below read nested properties of any shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = Record<string, any>;

const {
  navigation: {mainNavigation: menuWithoutServices},
} = siteDataIn('en-CA');

/** The service summaries and the main menu as pages read them (the services joined in). */
let serviceSummaries: ServiceSummary[] = [];
let mainNavigation: NavigationItem[] = [];
beforeAll(async () => {
  serviceSummaries = await serviceSummariesIn('en-CA');
  mainNavigation = withServicePages(menuWithoutServices, serviceNavigationOf(serviceSummaries));
});

describe('opening hours search engines read, from the owner’s company constants', () => {
  it('read a day range or a single day with a note, in 24-hour times', () => {
    expect(parseBusinessHours('Monday to Friday: 9:00 AM to 6:00 PM EST')).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
    expect(parseBusinessHours('Sunday: 12:30 PM to 12:00 AM (emergency only)')).toMatchObject({
      dayOfWeek: ['Sunday'],
      closes: '00:00',
    });
  });

  it('fail the build on a line they cannot read', () => {
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
});

describe('BreadcrumbList', () => {
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
});

describe('structured data of a page', () => {
  it('serialises so that no value can close the script element', () => {
    expect(serializeJsonLd({name: '</script><script>alert(1)</script>'})).not.toContain('<');
    expect(JSON.parse(serializeJsonLd({name: '</script>'}))).toEqual({name: '</script>'});
  });
});

describe('article structured data', () => {
  it('adds the publisher with its logo, and dateModified = datePublished unless later', () => {
    const article = completeArticle(
      {'@type': 'BlogPosting', headline: 'H', datePublished: '2025-01-14'},
      {name: 'Northbeam Technologies'},
      SITE,
    );
    expect(article).toMatchObject({
      publisher: {name: 'Northbeam Technologies', logo: {url: `${SITE}/img/logo.svg`}},
      dateModified: '2025-01-14',
    });
    const edited = {'@type': 'Article', datePublished: '2025-01-14', dateModified: '2025-03-01'};
    expect(completeArticle(edited, {name: 'N'}, SITE).dateModified).toBe('2025-03-01');
  });
});
