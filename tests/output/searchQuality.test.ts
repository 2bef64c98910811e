/**
 * Search quality on the built index of each language, searched as the site searches it: real
 * queries a visitor types, with and without accents, figures however they are written, and the
 * page each must put first in the header panel and on /search. Every result shows why it is
 * listed (a query word marked in what it shows); a page is found for what it says itself, not for
 * a shared section or text a visitor never sees. Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {searchGroups, searchList, type SearchResult} from '../../src/lib/search';
import {parseHead, textFile, type SiteIndex} from '../../src/lib/searchIndex';
import {SNIPPET_LENGTH, highlightWords} from '../../src/lib/searchText';
import {BUILD_DIR} from '../support/routes';

/** The index of one language's build folder, its files read from disk. */
function builtIndex(locale: '' | 'fr'): SiteIndex {
  const dir = path.join(BUILD_DIR, locale);
  const head = parseHead(JSON.parse(readFileSync(path.join(dir, 'search-index.json'), 'utf8')));
  if (!head) {
    throw new Error(`Unexpected shape of ${dir}/search-index.json`);
  }
  return {head, load: async (file) => JSON.parse(readFileSync(path.join(dir, head.files, file), 'utf8')) as unknown};
}

const english = builtIndex('');
const french = builtIndex('fr');

async function headerResults(index: SiteIndex, query: string): Promise<SearchResult[]> {
  return (await searchGroups(index, query)).flatMap((group) => group.results);
}

const pageResults = (index: SiteIndex, query: string) => searchList(index, query, 50);

/** What a result shows that can hold a marked query word. */
function shownTexts({entry, lines}: SearchResult): string[] {
  return [entry.title, entry.category, ...lines.map((line) => line.text)];
}

const marks = (text: string, query: string) => highlightWords(text, query).some((part) => part.match);

const QUERIES: Record<'English' | 'French', {kind: string; query: string; first: string}[]> = {
  English: [
    {kind: 'a trust-band figure', query: '45,000', first: '/case-studies/cuaet-emergency-support'},
    {kind: 'a percentage', query: '54%', first: '/case-studies/analog-to-cloud-voip-transformation'},
    {kind: 'a place', query: 'toronto', first: '/case-studies/email-migration-microsoft-365'},
    {kind: 'a vendor shown by its logo', query: 'dell', first: '/services/hardware-procurement'},
    {kind: 'a threat', query: 'phishing', first: '/services/cybersecurity-services'},
    {kind: 'a privacy law', query: 'pipeda', first: '/blog/2025-year-of-ai-enabled-smbs'},
    {kind: 'a client', query: 'cuaet', first: '/case-studies/cuaet-emergency-support'},
    {kind: 'a figure and a word', query: '120 mailboxes', first: '/case-studies/email-migration-microsoft-365'},
    {kind: 'a tag', query: 'governance', first: '/blog/2025-year-of-ai-enabled-smbs'},
  ],
  French: [
    {kind: 'un chiffre du bandeau', query: '45 000', first: '/fr/case-studies/cuaet-emergency-support'},
    {kind: 'le chiffre sans espace', query: '45000', first: '/fr/case-studies/cuaet-emergency-support'},
    {kind: 'un pourcentage', query: '54 %', first: '/fr/case-studies/analog-to-cloud-voip-transformation'},
    {kind: 'une ville', query: 'toronto', first: '/fr/case-studies/email-migration-microsoft-365'},
    {kind: 'un fournisseur', query: 'dell', first: '/fr/services/hardware-procurement'},
    {kind: 'une loi', query: 'LPRPDE', first: '/fr/blog/2025-year-of-ai-enabled-smbs'},
    {kind: 'un mot accentué', query: 'téléphonie', first: '/fr/case-studies/analog-to-cloud-voip-transformation'},
    {kind: 'un service', query: 'cybersécurité', first: '/fr/services/cybersecurity-services'},
    {kind: 'un client', query: 'AVUCU', first: '/fr/case-studies/cuaet-emergency-support'},
  ],
};

describe.each([
  ['English', english],
  ['French', french],
] as const)('%s search', (language, index) => {
  describe.each(QUERIES[language].map((item) => [item.kind, item.query, item.first] as const))(
    '%s: "%s"',
    (_kind, query, first) => {
      it(`puts ${first} first in the header panel and on /search`, async () => {
        expect((await headerResults(index, query))[0]?.entry.url).toBe(first);
        expect((await pageResults(index, query))[0]?.entry.url).toBe(first);
      });

      it('shows a marked query word in every result, and snippets of about 150 characters', async () => {
        for (const result of [...(await headerResults(index, query)), ...(await pageResults(index, query))]) {
          expect([result.entry.url, shownTexts(result).some((text) => marks(text, query))]).toEqual([
            result.entry.url,
            true,
          ]);
          for (const line of result.lines.filter((item) => item.snippet)) {
            expect(line.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
          }
        }
      });
    },
  );
});

it('keeps the no-break spaces of French snippets (« », :, ;, ?, !, %)', async () => {
  const lines = (await pageResults(french, 'sécurité')).flatMap((result) => result.lines.map((line) => line.text));
  expect(lines.some((line) => /«[\u00A0\u202F]/.test(line) && /[\u00A0\u202F]:/.test(line))).toBe(true);
  for (const query of ['sécurité', 'heures', 'données', 'courriel']) {
    for (const result of await pageResults(french, query)) {
      for (const {text} of result.lines) {
        expect(text).not.toMatch(/ [:;?!»%]|« /);
      }
    }
  }
});

/**
 * Words of the trust band and calls to action, and the service pages that say them themselves:
 * no other service page may match them.
 */
describe.each([
  [english, '45,000', []],
  [english, '27001', []],
  [english, 'phishing', ['/services/cybersecurity-services']],
  [english, 'pipeda', ['/services/cybersecurity-services']],
  [french, '45 000', []],
  [french, '27001', []],
  [french, 'hameçonnage', ['/fr/services/cybersecurity-services']],
  [french, 'LPRPDE', ['/fr/services/cybersecurity-services']],
] as const)('shared sections are not a page’s content', (index, query, services) => {
  it(`"${query}" matches no service page but ${services.join(', ') || 'none'}`, async () => {
    const urls = (await pageResults(index, query)).map((result) => result.entry.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.includes('/services/'))).toEqual(services.filter((url) => urls.includes(url)));
  });
});

it.each([
  ['securite', 'sécurité'],
  ['telephonie', 'téléphonie'],
])('French "%s" finds what "%s" finds', async (plain, accented) => {
  const urls = async (query: string) => (await pageResults(french, query)).map((result) => result.entry.url);
  expect((await urls(accented)).length).toBeGreaterThan(0);
  expect(await urls(plain)).toEqual(await urls(accented));
});

describe.each([
  ['', english],
  ['/fr', french],
] as const)('the index of "%s/"', (prefix, index) => {
  const {entries} = index.head;
  const textOf = async (url: string) =>
    index.load(textFile(entries.findIndex((entry) => entry.url === url))) as Promise<string>;

  it('holds one entry per page, service, post and case study, but no noindex or list page', () => {
    const types = new Map(entries.map((entry) => [entry.url, entry.type]));
    expect(types.get(`${prefix}/services/cloud-hosting-services`)).toBe('service');
    expect(types.get(`${prefix}/accessibility`)).toBe('page');
    expect(entries.filter((entry) => entry.type === 'blog').length).toBeGreaterThanOrEqual(3);
    expect(entries.filter((entry) => entry.type === 'case-study').length).toBeGreaterThanOrEqual(3);
    for (const route of ['/brand-guidelines', '/favicon-light', '/search', '/404', '/blog/tags', '/admin']) {
      expect([route, types.has(`${prefix}${route}`)]).toEqual([route, false]);
    }
  });

  it('holds what a page says, blocks apart, not its interface or hidden labels', async () => {
    expect(await textOf(`${prefix}/services/cloud-hosting-services`)).toMatch(
      /\n(How Cloud & Hosting works|.*Infonuagique.*)\n/,
    );
    const texts = await Promise.all(entries.map((entry) => textOf(entry.url)));
    for (const hidden of [
      '(opens in a new tab)',
      "(s'ouvre dans un nouvel onglet)",
      'Back to Blog',
      'Discuss Your Needs',
    ]) {
      expect([hidden, texts.some((text) => text.includes(hidden))]).toEqual([hidden, false]);
    }
  });
});
