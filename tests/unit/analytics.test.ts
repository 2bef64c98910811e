import type {RouteEntry} from '@site/src/lib/canonicalPath';
import {analyticsConfigFromEnv, analyticsHost, isKnownPath, maskedPath, referrerAddress} from '@site/src/lib/analytics';

describe('the owner’s analytics settings (ANALYTICS_ENDPOINT, ANALYTICS_DOMAIN)', () => {
  it('are off when neither is set, and reduce the endpoint to its origin and the domain to lower case', () => {
    expect(analyticsConfigFromEnv({ANALYTICS_ENDPOINT: ' ', ANALYTICS_DOMAIN: ''})).toBeNull();
    expect(
      analyticsConfigFromEnv({ANALYTICS_ENDPOINT: 'https://Stats.Example.ca/', ANALYTICS_DOMAIN: 'Northbeam.example'}),
    ).toEqual({endpoint: 'https://stats.example.ca', domain: 'northbeam.example'});
  });

  it('fail the build naming the missing setting when only one is set', () => {
    expect(() => analyticsConfigFromEnv({ANALYTICS_ENDPOINT: 'https://stats.example.ca'})).toThrow(
      /ANALYTICS_ENDPOINT is set but ANALYTICS_DOMAIN is not/,
    );
  });

  it.each(['stats.example.ca', 'http://stats.example.ca', 'https://stats.example.ca/api/event'])(
    'fail the build on the endpoint %s',
    (endpoint) => {
      expect(() =>
        analyticsConfigFromEnv({ANALYTICS_ENDPOINT: endpoint, ANALYTICS_DOMAIN: 'northbeam.example'}),
      ).toThrow(/ANALYTICS_ENDPOINT must be an https origin/);
    },
  );

  it.each(['https://northbeam.example', 'northbeam.example/blog'])('fail the build on the domain %s', (domain) => {
    expect(() =>
      analyticsConfigFromEnv({ANALYTICS_ENDPOINT: 'https://stats.example.ca', ANALYTICS_DOMAIN: domain}),
    ).toThrow(/ANALYTICS_DOMAIN must be a host name/);
  });

  it('name the collector in the privacy policy by its host', () => {
    expect(analyticsHost({endpoint: 'http://127.0.0.1:4327', domain: 'northbeam.example'})).toBe('127.0.0.1:4327');
  });
});

describe('what the collector learns of a visitor’s address', () => {
  it('every e-mail address, percent-encoded or not, and every digit are masked, even in malformed encoding', () => {
    expect(maskedPath('/a/jane.doe%40example.com/%34%31%36-555')).toBe('/a/(email)/***-***');
    expect(maskedPath('/facture-١٢٣')).toBe('/facture-***');
    expect(maskedPath('/%E0%A4%A/5%')).toBe('/%25E*%25A*%25A/*%25');
  });

  it('the referrer is another site’s origin and at most its first path segment, masked', () => {
    const page = 'https://www.northbeam.example/contact';
    expect(referrerAddress('https://user:pw@mail.example.net/jane@example.com/inbox?q=1', page)).toBe(
      'https://mail.example.net/(email)',
    );
    for (const none of ['', 'https://www.northbeam.example/jo@example.com', 'android-app://com.google/', 'not a url']) {
      expect(referrerAddress(none, page)).toBeNull();
    }
  });
});

describe('which addresses are pages of the site (unmasked)', () => {
  // The shape of Docusaurus's route table: a docs section nested three deep, the catch-all last.
  const nested = {path: '/case-studies', routes: [{path: '/case-studies/cuaet-emergency-support', exact: true}]};
  const routes: RouteEntry[] = [
    {path: '/about', exact: true},
    {path: '/case-studies', routes: [{path: '/case-studies', routes: [nested]}]},
    {path: '/', exact: true},
    {path: '*'},
  ];

  it('are the routes, with or without a trailing slash, in any case, nested routes down to the page', () => {
    for (const pathname of ['/', '/about/', '/ABOUT', '/case-studies/cuaet-emergency-support']) {
      expect(isKnownPath(pathname, routes)).toBe(true);
    }
  });

  it('are not the catch-all, a section address whose nested routes all miss, or a longer address', () => {
    for (const pathname of [
      '/no-such-page/4165550199',
      '/case-studies/jane@example.com',
      '/aboutx',
      '//evil.example/',
    ]) {
      expect(isKnownPath(pathname, routes)).toBe(false);
    }
  });
});
