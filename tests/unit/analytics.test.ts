import {
  GOALS,
  analyticsConfigFromEnv,
  analyticsHost,
  eventApiUrl,
  goalOfLinkClick,
  isKnownPath,
  maskedPath,
  pageAddress,
  referrerAddress,
  trackingAllowed,
} from '@site/src/lib/analytics';
import type {RouteEntry} from '@site/src/lib/canonicalPath';
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
    'stats.example.ca',
    'http://stats.example.ca',
    'http://localhost:4327',
    'https://stats.example.ca/api/event',
    'https://stats.example.ca/?x=1',
    'https://user:pw@stats.example.ca',
  ])('refuse the endpoint %s', (endpoint) => {
    expect(() => analyticsConfigFromEnv({ANALYTICS_ENDPOINT: endpoint, ANALYTICS_DOMAIN: 'northbeam.example'})).toThrow(
      /ANALYTICS_ENDPOINT must be an https origin without a path, query or credentials/,
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
  it('stop all sending, whatever value the browser uses to say so', () => {
    expect(trackingAllowed({globalPrivacyControl: false, doNotTrack: 'unspecified'})).toBe(true);
    expect(trackingAllowed({doNotTrack: 'yes'})).toBe(false);
  });
});

describe('what an event says', () => {
  it('has no address for something that is not one', () => {
    expect(pageAddress('not a url', true)).toBe('');
    expect(pageAddress('not a url', false)).toBe('');
  });
});

describe('masked addresses', () => {
  it('replace every e-mail address, percent-encoded or not, and every digit, in every segment', () => {
    expect(maskedPath('/no-such-page/jane.doe@example.com/4165550199')).toBe('/no-such-page/(email)/**********');
    expect(maskedPath('/a/jane.doe%40example.com/%34%31%36-555')).toBe('/a/(email)/***-***');
    expect(maskedPath('/contact/Jo%20Smith%20jo@smith.ca')).toBe('/contact/Jo%20Smith%20(email)');
    expect(maskedPath('/facture-١٢٣')).toBe('/facture-***');
    expect(maskedPath('/')).toBe('/');
  });

  it('survive malformed percent-encoding without throwing', () => {
    expect(maskedPath('/%E0%A4%A/5%')).toBe('/%25E*%25A*%25A/*%25');
  });
});

describe('the referrer an event names', () => {
  const page = 'https://www.northbeam.example/contact';

  it('is another site’s origin and at most its first path segment, masked', () => {
    expect(referrerAddress('https://mail.example.net/inbox/jane.doe@example.com?q=1#x', page)).toBe(
      'https://mail.example.net/inbox',
    );
    expect(referrerAddress('https://mail.example.net/jane.doe@example.com/inbox', page)).toBe(
      'https://mail.example.net/(email)',
    );
    expect(referrerAddress('https://t.example/4165550199', page)).toBe('https://t.example/**********');
    expect(referrerAddress('https://www.google.com/', page)).toBe('https://www.google.com');
    expect(referrerAddress('https://user:secret@forum.example/thread/12', page)).toBe('https://forum.example/thread');
  });

  it('is null for none, for this site itself, for anything but http(s) and for nonsense', () => {
    for (const referrer of [
      '',
      'https://www.northbeam.example/no-such-page/jo@example.com',
      'android-app://com.google.android.gm/',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(referrerAddress(referrer, page)).toBeNull();
    }
  });
});

describe('which addresses are pages of the site', () => {
  // The shape of Docusaurus's route table: flat pages, a docs section nested three deep, the catch-all last.
  const routes: RouteEntry[] = [
    {path: '/about', exact: true},
    {path: '/blog/2025-year-of-ai-enabled-smbs', exact: true},
    {path: '/case-studies', exact: true},
    {
      path: '/case-studies',
      routes: [
        {
          path: '/case-studies',
          routes: [{path: '/case-studies', routes: [{path: '/case-studies/cuaet-emergency-support', exact: true}]}],
        },
      ],
    },
    {path: '/', exact: true},
    {path: '*'},
  ];

  it('are the routes, with or without a trailing slash, in any case, nested routes down to the page', () => {
    for (const pathname of [
      '/',
      '/about',
      '/about/',
      '/ABOUT',
      '/blog/2025-year-of-ai-enabled-smbs',
      '/case-studies',
    ]) {
      expect(isKnownPath(pathname, routes)).toBe(true);
    }
    expect(isKnownPath('/case-studies/cuaet-emergency-support', routes)).toBe(true);
  });

  it('are not the catch-all, a section address whose nested routes all miss, or a longer address', () => {
    for (const pathname of [
      '/no-such-page/jane.doe@example.com/4165550199',
      '/case-studies/jane.doe@example.com',
      '/about/4165550199',
      '/aboutx',
      '//evil.example/..%2ffr/',
    ]) {
      expect(isKnownPath(pathname, routes)).toBe(false);
    }
  });
});

describe('which link clicks count as goals', () => {
  const schedulePaths = CONTACT_FORM_ANCHORS.map((anchor) => `/contact#${anchor}`);
  const click = (href: string, pageHref = 'https://www.northbeam.example/about', baseUrl = '/', mark?: string) =>
    goalOfLinkClick({href, pageHref, baseUrl, schedulePaths, mark});

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
