import {
  TEST_BUILD_ENV,
  checkPublishedAddresses,
  isReservedHost,
  placeholderProblems,
} from '@site/plugins/published-addresses/rule';
import {company} from '@site/src/data/company';

const REAL = {
  siteUrl: 'https://www.northbeam.ca',
  addresses: {'company.securityEmail': 'security@northbeam.ca', 'company.privacyEmail': 'privacy@northbeam.ca'},
};
const PLACEHOLDERS = {
  siteUrl: undefined,
  addresses: {'company.securityEmail': company.securityEmail, 'company.privacyEmail': company.privacyEmail},
};

describe('reserved names', () => {
  it.each([
    'www.northbeam.example',
    'example',
    'northbeam.test',
    'a.invalid',
    'localhost',
    'site.localhost',
    'example.com',
    'www.example.com',
    'mail.example.net',
    'EXAMPLE.ORG',
  ])('%s is reserved', (host) => {
    expect(isReservedHost(host)).toBe(true);
  });

  it.each(['www.northbeam.ca', 'examples.com', 'example.ca', 'forms.fillout.com', 'testing.ca'])(
    '%s is not',
    (host) => {
      expect(isReservedHost(host)).toBe(false);
    },
  );
});

describe('placeholder addresses', () => {
  it('names each setting that holds one, and an unset SITE_URL', () => {
    expect(placeholderProblems(PLACEHOLDERS)).toEqual([
      expect.stringMatching(/^SITE_URL is not set/),
      `company.securityEmail is a placeholder on a reserved name: ${company.securityEmail}`,
      `company.privacyEmail is a placeholder on a reserved name: ${company.privacyEmail}`,
    ]);
    expect(placeholderProblems({...REAL, siteUrl: 'https://www.example.com'})).toEqual([
      'SITE_URL is a placeholder on a reserved name: https://www.example.com',
    ]);
    expect(placeholderProblems(REAL)).toEqual([]);
  });

  it('fail a CI, Netlify or Cloudflare Pages build without the test-build flag', () => {
    for (const host of ['CI', 'NETLIFY', 'CF_PAGES']) {
      const check = checkPublishedAddresses({[host]: 'true'}, PLACEHOLDERS);
      expect(check.action).toBe('fail');
      expect(check.message).toContain(`(${host} set)`);
      expect(check.message).toContain('SITE_URL is not set');
      expect(check.message).toContain('company.securityEmail');
    }
  });

  it('are allowed in the test suite’s own build on CI, and never on Netlify or Cloudflare Pages', () => {
    expect(checkPublishedAddresses({CI: 'true', [TEST_BUILD_ENV]: '1'}, PLACEHOLDERS).action).toBe('allow');
    for (const host of ['NETLIFY', 'CF_PAGES']) {
      expect(checkPublishedAddresses({[host]: 'true', [TEST_BUILD_ENV]: '1'}, PLACEHOLDERS).action).toBe('fail');
      expect(checkPublishedAddresses({CI: 'true', [host]: '1', [TEST_BUILD_ENV]: '1'}, PLACEHOLDERS).action).toBe(
        'fail',
      );
    }
    expect(checkPublishedAddresses({CI: 'true', [TEST_BUILD_ENV]: 'yes'}, PLACEHOLDERS).action).toBe('fail');
  });

  it('are allowed on a local build, which says what it used in one line', () => {
    for (const env of [{}, {CI: 'false'}, {CI: '0'}]) {
      const check = checkPublishedAddresses(env, PLACEHOLDERS);
      expect(check.action).toBe('allow');
      expect(check.message).toMatch(
        /^local build: site URL the placeholder https:\/\/www\.northbeam\.example, 3 placeholder addresses allowed/,
      );
      expect(check.message).not.toContain('\n');
    }
  });

  it('pass a hosted build with real addresses', () => {
    expect(checkPublishedAddresses({NETLIFY: 'true'}, REAL)).toEqual({action: 'ok'});
  });
});
