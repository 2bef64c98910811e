import {readdirSync} from 'node:fs';
import path from 'node:path';
import {
  TEST_BUILD_ENV,
  TEST_BUILD_VALUE,
  checkPublishedAddresses,
  fictionalParts,
  fictionalValues,
  isFictionalPhoneNumber,
  isReservedHost,
  isReservedIp,
  placeholderProblems,
  type PublishedSource,
} from '@site/plugins/published-addresses/rule';
import {DATA_DIR, dataModuleFiles, publishedSources} from '@site/plugins/published-addresses/sources';

const SITE_DIR = path.resolve(__dirname, '../..');
const PLACEHOLDER_CONFIG = {
  url: 'https://www.northbeam.example',
  customFields: {contactForm: {formId: 'abc', origin: 'https://forms.fillout.com'}},
  themeConfig: {},
};

/** The repository's own sources, as a build reads them. */
function repositorySources(): Promise<PublishedSource[]> {
  return publishedSources(SITE_DIR, PLACEHOLDER_CONFIG, (file) => import(file));
}

/** A deep copy of the sources with one value replaced (a mutation of the data). */
function withValue(sources: PublishedSource[], file: string, change: (data: never) => void): PublishedSource[] {
  return sources.map((source) => {
    if (source.file !== file) {
      return source;
    }
    const data = structuredClone(source.data);
    change(data as never);
    return {...source, data};
  });
}

/** Sources with nothing fictional left: every value the repository flags, replaced by a real-looking one. */
const REAL: PublishedSource[] = [
  {
    file: 'src/data/company.ts',
    data: {
      company: {
        contact: {email: 'hello@northbeam.ca', phone: '(416) 363-0100', phoneE164: '+14163630100'},
        securityEmail: 'security@northbeam.ca',
        socialLinks: [{platform: 'LinkedIn', url: 'https://www.linkedin.com/company/northbeam-technologies'}],
      },
    },
  },
  {
    file: 'src/data/resources.ts',
    data: {resourceGroups: [{id: 'tools', links: [{url: 'https://portal.northbeam.ca'}]}]},
  },
  {file: 'docusaurus.config.ts', data: {url: 'https://www.northbeam.ca'}, variables: {url: 'SITE_URL'}},
];

describe.each([
  {
    kind: 'reserved names',
    isMatch: isReservedHost,
    matching: [
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
    ],
    others: ['www.northbeam.ca', 'examples.com', 'example.ca', 'forms.fillout.com', 'testing.ca'],
  },
  {
    kind: 'reserved IP addresses',
    isMatch: isReservedIp,
    matching: [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.0.5',
      '100.64.0.1',
      '192.0.2.44',
      '198.51.100.7',
      '203.0.113.9',
      '198.19.0.1',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '2001:db8::10',
      '::ffff:192.168.0.1',
    ],
    others: ['8.8.8.8', '172.32.0.1', '192.0.3.1', '203.0.114.1', '2606:4700::1111', '1.2.3', 'northbeam.ca'],
  },
  {
    kind: 'fictional phone numbers (the 555-0100…0199 range)',
    isMatch: isFictionalPhoneNumber,
    matching: [
      '555-0100',
      '555-0199',
      '(416) 555-0100',
      '416 555-0199',
      '416.555.0150',
      '+1 416 555 0123',
      '+14165550100',
      '1-800-555-0111',
      '416\u00a0555\u20110100',
    ],
    others: ['(416) 555-0200', '416 555-1234', '(416) 363-0100', '+14165550099', '55501000'],
  },
])('$kind', ({isMatch, matching, others}) => {
  it.each(matching)('%s is one', (value) => {
    expect(isMatch(value)).toBe(true);
  });

  it.each(others)('%s is not', (value) => {
    expect(isMatch(value)).toBe(false);
  });
});

describe('a fictional phone number in a text', () => {
  it('is found inside text, with its extension or next to other digits', () => {
    expect(fictionalParts('Call (416) 555-0199, ext. 9, 24/7')).toEqual([
      'fictional 555-01xx phone number (416) 555-0199',
    ]);
    expect(fictionalParts('tel:+14165550100')).toEqual(['fictional 555-01xx phone number +14165550100']);
    expect(fictionalParts('Founded in 2023, 10-50 employees, M5H 1T1')).toEqual([]);
  });
});

describe('fictional parts of a text', () => {
  it('finds reserved hosts in URLs, e-mail addresses and prose, and reserved addresses', () => {
    expect(fictionalParts('Write to privacy@northbeam.example.')).toEqual(['reserved name northbeam.example']);
    expect(fictionalParts('https://status.northbeam.example/incidents?x=1')).toEqual([
      'reserved name status.northbeam.example',
    ]);
    expect(fictionalParts('Open http://localhost:3000/ or http://[::1]:8080')).toEqual([
      'reserved name localhost',
      'reserved address [::1]',
    ]);
    expect(fictionalParts('Our resolver is 10.0.0.53, theirs 8.8.8.8')).toEqual(['reserved address 10.0.0.53']);
  });

  it('leaves real addresses and ordinary prose alone', () => {
    for (const text of [
      'https://www.linkedin.com/company/northbeam-technologies',
      'hello@northbeam.ca',
      'We test every backup, e.g. monthly. Node.js and ASP.NET apps.',
      'Version 1.2.3.4000 of the agent',
      'Windows 11 24H2',
    ]) {
      expect(fictionalParts(text)).toEqual([]);
    }
  });
});

describe('what a build publishes', () => {
  it('covers every data module under src/data, found from the folder', async () => {
    const modules = readdirSync(path.join(SITE_DIR, DATA_DIR)).filter((name) => name.endsWith('.ts'));
    expect(modules.length).toBeGreaterThan(10);
    expect(dataModuleFiles(SITE_DIR)).toEqual(modules.sort().map((name) => `${DATA_DIR}/${name}`));
    const files = (await repositorySources()).map((source) => source.file);
    expect(files).toEqual(expect.arrayContaining([...dataModuleFiles(SITE_DIR), 'docusaurus.config.ts']));
    expect(files).toContain('i18n/fr-CA/site-data/company.json');
    expect(files).toContain('i18n/fr-CA/site-data/resources.json');
  });

  it('names, in the repository as it is, the client tools, the phone numbers in both languages and the e-mails', async () => {
    const found = fictionalValues(await repositorySources()).map(({file, field}) => `${file}: ${field}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'src/data/resources.ts: resourceGroups.northbeam-tools.links.client-portal.url',
        'src/data/resources.ts: resourceGroups.northbeam-tools.links.remote-support-download.url',
        'src/data/company.ts: company.contact.phone',
        'src/data/company.ts: company.emergency.phone',
        'src/data/company.ts: company.emergency.phoneE164',
        'src/data/company.ts: company.securityEmail',
        'i18n/fr-CA/site-data/company.json: company.company.emergency.phone',
        'docusaurus.config.ts: url',
      ]),
    );
  });

  it('finds a placeholder added in a nested field of any module, and in a French text', async () => {
    const sources = await repositorySources();
    const mutated = withValue(sources, 'src/data/resources.ts', (data: Record<string, unknown>) => {
      const [first] = Object.values(data).filter(Array.isArray) as Record<string, unknown>[][];
      first![0]!.nested = {deeper: [{note: 'Book at https://book.northbeam.test/now'}]};
    });
    const added = fictionalValues(mutated).filter(
      ({file, field}) => file === 'src/data/resources.ts' && field.includes('.nested.'),
    );
    expect(added).toHaveLength(1);
    expect(added[0]!.field).toMatch(/\.nested\.deeper\.0\.note$/);
    expect(added[0]!.parts).toEqual(['reserved name book.northbeam.test']);

    const service = withValue(
      sources,
      'i18n/fr-CA/docusaurus-plugin-content-docs-services/current/managed-it-services.mdx',
      (data: Record<string, unknown>) => {
        data.body = `${String(data.body)}\n\nÉcrivez-nous à support@northbeam.example.`;
      },
    );
    expect(
      fictionalValues(service).filter(({file}) => file.endsWith('services/current/managed-it-services.mdx')),
    ).toMatchObject([{field: 'body', parts: ['reserved name northbeam.example']}]);

    const french = withValue(sources, 'i18n/fr-CA/site-data/home.json', (data: Record<string, unknown>) => {
      const [id] = Object.keys(data);
      data[id!] = 'Composez le 1 800 555-0142 ou écrivez à 192.168.0.10';
    });
    const [homeText] = fictionalValues(french).filter(({file}) => file === 'i18n/fr-CA/site-data/home.json');
    expect(homeText!.parts).toEqual([
      'reserved address 192.168.0.10',
      'fictional 555-01xx phone number 1 800 555-0142',
    ]);
  });

  it('names the file, the field, the value and the environment variable behind a setting', () => {
    const problems = placeholderProblems({
      siteUrl: 'https://www.northbeam.example',
      sources: withValue(REAL, 'docusaurus.config.ts', (data: {url: string}) => {
        data.url = 'https://www.northbeam.example';
      }),
    });
    expect(problems).toEqual([
      'docusaurus.config.ts: url (SITE_URL) = https://www.northbeam.example (reserved name www.northbeam.example)',
    ]);
    expect(placeholderProblems({siteUrl: 'https://www.northbeam.ca', sources: REAL})).toEqual([]);
    expect(placeholderProblems({siteUrl: undefined, sources: REAL})).toEqual([
      expect.stringMatching(/^SITE_URL is not set/),
    ]);
  });
});

describe('the decision for a build', () => {
  const PLACEHOLDERS = {siteUrl: undefined, sources: REAL.map((source) => ({...source}))};
  const withPhone = {
    siteUrl: 'https://www.northbeam.ca',
    sources: withValue(REAL, 'src/data/company.ts', (data: {company: {contact: {phone: string}}}) => {
      data.company.contact.phone = '(416) 555-0199';
    }),
  };

  it('fails a CI, Netlify or Cloudflare Pages build, naming each file and field', () => {
    for (const host of ['CI', 'NETLIFY', 'CF_PAGES']) {
      const check = checkPublishedAddresses({[host]: 'true'}, withPhone);
      expect(check.action).toBe('fail');
      expect(check.message).toContain(`(${host} set, SITE_URL set)`);
      expect(check.message).toContain(
        '  - src/data/company.ts: company.contact.phone = (416) 555-0199 (fictional 555-01xx phone number (416) 555-0199)',
      );
      expect(checkPublishedAddresses({[host]: 'true'}, PLACEHOLDERS).message).toContain('SITE_URL is not set');
    }
  });

  it('fails any build with SITE_URL set, the build for nginx included', () => {
    const check = checkPublishedAddresses({}, withPhone);
    expect(check.action).toBe('fail');
    expect(check.message).toMatch(/^This build is for publishing \(SITE_URL set\)/);
    expect(checkPublishedAddresses({CI: 'false'}, withPhone).action).toBe('fail');
  });

  it('allows the test suite’s own build only on CI alone, without SITE_URL, with the exact phrase', () => {
    const flag = {[TEST_BUILD_ENV]: TEST_BUILD_VALUE};
    expect(checkPublishedAddresses({CI: 'true', ...flag}, PLACEHOLDERS).action).toBe('allow');
    expect(checkPublishedAddresses({CI: 'true', ...flag}, withPhone).action).toBe('fail');
    for (const host of ['NETLIFY', 'CF_PAGES']) {
      expect(checkPublishedAddresses({[host]: 'true', ...flag}, PLACEHOLDERS).action).toBe('fail');
      expect(checkPublishedAddresses({CI: 'true', [host]: '1', ...flag}, PLACEHOLDERS).action).toBe('fail');
    }
    for (const value of ['1', 'true', 'yes', 'LOOPBACK']) {
      expect(checkPublishedAddresses({CI: 'true', [TEST_BUILD_ENV]: value}, PLACEHOLDERS).action).toBe('fail');
    }
  });

  it('allows a local build, which lists every placeholder in its one message', async () => {
    const sources = await repositorySources();
    for (const env of [{}, {CI: 'false'}, {CI: '0'}]) {
      const check = checkPublishedAddresses(env, {siteUrl: undefined, sources});
      expect(check.action).toBe('allow');
      const [summary, ...list] = check.message!.split('\n');
      expect(summary).toMatch(
        /^local build: site URL the placeholder https:\/\/www\.northbeam\.example, \d+ placeholders allowed/,
      );
      expect(list).toEqual(placeholderProblems({siteUrl: undefined, sources}).map((problem) => `  - ${problem}`));
      expect(list).toContainEqual(
        expect.stringContaining(
          'src/data/resources.ts: resourceGroups.northbeam-tools.links.remote-support-download.url',
        ),
      );
    }
  });

  it('passes a published build with nothing fictional', () => {
    expect(checkPublishedAddresses({NETLIFY: 'true'}, {siteUrl: 'https://www.northbeam.ca', sources: REAL})).toEqual({
      action: 'ok',
    });
  });
});
