import {
  GOALS,
  MAX_SEARCH_QUERY_LENGTH,
  addressWithoutQuery,
  analyticsConfigFromEnv,
  analyticsEvent,
  analyticsHost,
  eventApiUrl,
  goalOfLinkClick,
  maskSearchQuery,
  trackingAllowed,
} from '@site/src/lib/analytics';
import {CONTACT_FORM_ANCHORS} from '@site/src/lib/contactHash';

describe('analytics settings (ANALYTICS_ENDPOINT, ANALYTICS_DOMAIN)', () => {
  it('are off when neither is set or both are empty', () => {
    expect(analyticsConfigFromEnv({})).toBeNull();
    expect(analyticsConfigFromEnv({ANALYTICS_ENDPOINT: ' ', ANALYTICS_DOMAIN: ''})).toBeNull();
  });

  it('reduce the endpoint to its origin and the domain to lower case', () => {
    expect(
      analyticsConfigFromEnv({ANALYTICS_ENDPOINT: 'https://Stats.Example.ca/', ANALYTICS_DOMAIN: 'Northbeam.example'}),
    ).toEqual({endpoint: 'https://stats.example.ca', domain: 'northbeam.example'});
    expect(
      analyticsConfigFromEnv({ANALYTICS_ENDPOINT: 'http://127.0.0.1:4327', ANALYTICS_DOMAIN: 'northbeam.example'}),
    ).toEqual({endpoint: 'http://127.0.0.1:4327', domain: 'northbeam.example'});
  });

  it('fail the build naming the missing setting when only one is set', () => {
    expect(() => analyticsConfigFromEnv({ANALYTICS_ENDPOINT: 'https://stats.example.ca'})).toThrow(
      /ANALYTICS_ENDPOINT is set but ANALYTICS_DOMAIN is not/,
    );
    expect(() => analyticsConfigFromEnv({ANALYTICS_DOMAIN: 'northbeam.example'})).toThrow(
      /ANALYTICS_DOMAIN is set but ANALYTICS_ENDPOINT is not/,
    );
  });

  it.each([
    ['stats.example.ca', /ANALYTICS_ENDPOINT must be an origin/],
    ['http://stats.example.ca', /ANALYTICS_ENDPOINT must be an https origin/],
    ['http://localhost:4327', /ANALYTICS_ENDPOINT must be an https origin/],
    ['https://stats.example.ca/api/event', /ANALYTICS_ENDPOINT must be an origin without a path/],
    ['https://stats.example.ca/?x=1', /without a path, query or credentials/],
    ['https://user:pw@stats.example.ca', /without a path, query or credentials/],
  ])('refuse the endpoint %s', (endpoint, message) => {
    expect(() => analyticsConfigFromEnv({ANALYTICS_ENDPOINT: endpoint, ANALYTICS_DOMAIN: 'northbeam.example'})).toThrow(
      message,
    );
  });

  it.each(['https://northbeam.example', 'northbeam example', 'northbeam.example/blog', '-bad.example'])(
    'refuse the domain %s',
    (domain) => {
      expect(() =>
        analyticsConfigFromEnv({ANALYTICS_ENDPOINT: 'https://stats.example.ca', ANALYTICS_DOMAIN: domain}),
      ).toThrow(/ANALYTICS_DOMAIN must be a host name/);
    },
  );

  it('post to the event API of the collector, named by its host in the privacy policy', () => {
    const config = {endpoint: 'https://stats.example.ca', domain: 'northbeam.example'};
    expect(eventApiUrl(config)).toBe('https://stats.example.ca/api/event');
    expect(analyticsHost({...config, endpoint: 'http://127.0.0.1:4327'})).toBe('127.0.0.1:4327');
  });
});

describe('Global Privacy Control and Do Not Track', () => {
  it('stop all sending', () => {
    expect(trackingAllowed({})).toBe(true);
    expect(trackingAllowed({globalPrivacyControl: false, doNotTrack: '0'})).toBe(true);
    expect(trackingAllowed({doNotTrack: 'unspecified'})).toBe(true);
    expect(trackingAllowed({globalPrivacyControl: true})).toBe(false);
    expect(trackingAllowed({doNotTrack: '1'})).toBe(false);
    expect(trackingAllowed({doNotTrack: 'yes'})).toBe(false);
  });
});

describe('what an event says', () => {
  const config = {endpoint: 'https://stats.example.ca', domain: 'northbeam.example'};

  it('names the page without its query string or hash, and the referrer the same way', () => {
    expect(
      analyticsEvent(config, {
        name: 'pageview',
        pageHref: 'https://www.northbeam.example/fr/contact?email=jo%40example.com#schedule',
        referrer: 'https://search.example/results?q=jo+smith',
      }),
    ).toEqual({
      name: 'pageview',
      url: 'https://www.northbeam.example/fr/contact',
      domain: 'northbeam.example',
      referrer: 'https://search.example/results',
    });
  });

  it('sends a null referrer when there is none, and properties only when given', () => {
    const event = analyticsEvent(config, {
      name: GOALS.outboundLink,
      pageHref: 'https://www.northbeam.example/useful-links',
      referrer: '',
      props: {url: 'https://portal.office.com/'},
    });
    expect(event.referrer).toBeNull();
    expect(event.props).toEqual({url: 'https://portal.office.com/'});
    expect('props' in analyticsEvent(config, {name: 'pageview', pageHref: 'https://a.example/', referrer: ''})).toBe(
      false,
    );
  });

  it('has no address for something that is not one', () => {
    expect(addressWithoutQuery('not a url')).toBe('');
  });
});

describe('the text of a search that found nothing', () => {
  it('is trimmed, lower-cased, with single spaces, digits masked and e-mail addresses replaced', () => {
    expect(maskSearchQuery('  Call  416 555 0199  ')).toBe('call ### ### ####');
    expect(maskSearchQuery('Reset Jo.Smith@Example.com password')).toBe('reset [email] password');
    expect(maskSearchQuery('Invoice ١٢٣')).toBe('invoice ###');
  });

  it(`is at most ${MAX_SEARCH_QUERY_LENGTH} characters`, () => {
    const masked = maskSearchQuery(`${'backup '.repeat(20)}`);
    expect(masked.length).toBeLessThanOrEqual(MAX_SEARCH_QUERY_LENGTH);
    expect(masked.startsWith('backup backup')).toBe(true);
    expect(masked.endsWith(' ')).toBe(false);
  });

  it('is empty for blank text', () => {
    expect(maskSearchQuery('   ')).toBe('');
  });
});

describe('which link clicks count as goals', () => {
  const schedulePaths = CONTACT_FORM_ANCHORS.map((anchor) => `/contact#${anchor}`);
  const click = (href: string, pageHref = 'https://www.northbeam.example/about', baseUrl = '/', mark?: string) =>
    goalOfLinkClick({href, pageHref, baseUrl, schedulePaths, mark});

  it('phone and e-mail links, wherever they are (the emergency dialog too), without the number or address', () => {
    expect(click('tel:+14165550100,9')).toEqual({name: GOALS.phoneCall});
    expect(click('mailto:help@northbeam.example?subject=URGENT')).toEqual({name: GOALS.emailClick});
  });

  it('links to the contact form or the schedule area, in either language', () => {
    expect(click('https://www.northbeam.example/contact#contact-form')).toEqual({name: GOALS.scheduleMeeting});
    expect(
      click('https://www.northbeam.example/fr/contact#schedule', 'https://www.northbeam.example/fr/services', '/fr/'),
    ).toEqual({name: GOALS.scheduleMeeting});
    expect(click('https://www.northbeam.example/contact')).toBeNull();
    expect(click('https://www.northbeam.example/about#team')).toBeNull();
  });

  it('the booking link, by its mark', () => {
    expect(click('https://outlook.office.com/book/northbeam', undefined, '/', 'booking')).toEqual({
      name: GOALS.booking,
    });
  });

  it('outbound links on Useful Links only, with their address without query', () => {
    expect(
      click('https://portal.office.com/admin?tenant=x#y', 'https://www.northbeam.example/fr/useful-links', '/fr/'),
    ).toEqual({name: GOALS.outboundLink, props: {url: 'https://portal.office.com/admin'}});
    expect(click('https://portal.office.com/admin')).toBeNull();
    expect(click('https://www.northbeam.example/blog', 'https://www.northbeam.example/useful-links')).toBeNull();
  });
});
