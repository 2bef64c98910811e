/**
 * Search quality on the built indexes: real queries a visitor types, in both languages, with and
 * without accents, and the page each must put first, in the header panel (search-index.json) and
 * on /search (the full-text index). A page is found for what it says itself: a service page never
 * matches the trust band's figures or a call to action, and every snippet shown holds a
 * highlighted query word. Reads build/ only.
 */
import {SNIPPET_LENGTH, highlightWords} from '../../src/lib/searchText';
import {fullTextResults, headerResults, loadBuiltSearch, type BuiltSearch} from '../support/builtSearch';

const english = loadBuiltSearch('');
const french = loadBuiltSearch('fr');

interface QueryCase {
  /** What the query stands for. */
  kind: string;
  query: string;
  /** The page that must come first. */
  first: string;
}

const ENGLISH_QUERIES: QueryCase[] = [
  {kind: 'a trust-band figure', query: '45,000', first: '/case-studies/cuaet-emergency-support'},
  {kind: 'a place', query: 'toronto', first: '/case-studies/email-migration-microsoft-365'},
  {kind: 'a threat', query: 'phishing', first: '/services/cybersecurity-services'},
  {kind: 'a privacy law', query: 'pipeda', first: '/blog/2025-year-of-ai-enabled-smbs'},
  {kind: 'a service name', query: 'cybersecurity', first: '/services/cybersecurity-services'},
  {kind: 'a client', query: 'cuaet', first: '/case-studies/cuaet-emergency-support'},
  {kind: 'a figure', query: '120 mailboxes', first: '/case-studies/email-migration-microsoft-365'},
  {kind: 'a tag', query: 'governance', first: '/blog/2025-year-of-ai-enabled-smbs'},
];

const FRENCH_QUERIES: QueryCase[] = [
  {kind: 'un chiffre du bandeau', query: '45 000', first: '/fr/case-studies/cuaet-emergency-support'},
  {kind: 'une ville', query: 'toronto', first: '/fr/case-studies/email-migration-microsoft-365'},
  {kind: 'une loi', query: 'LPRPDE', first: '/fr/blog/2025-year-of-ai-enabled-smbs'},
  {kind: 'un mot accentué', query: 'téléphonie', first: '/fr/case-studies/analog-to-cloud-voip-transformation'},
  {
    kind: 'le même mot sans accents',
    query: 'telephonie',
    first: '/fr/case-studies/analog-to-cloud-voip-transformation',
  },
  {kind: 'un service', query: 'cybersécurité', first: '/fr/services/cybersecurity-services'},
  {kind: 'un service sans accents', query: 'cybersecurite', first: '/fr/services/cybersecurity-services'},
  {kind: 'un client', query: 'AVUCU', first: '/fr/case-studies/cuaet-emergency-support'},
];

/**
 * Words of the trust band, and the service pages that say them themselves: no other service page
 * may match them.
 */
const TRUST_BAND_WORDS: {built: BuiltSearch; query: string; services: string[]}[] = [
  {built: english, query: '45,000', services: []},
  {built: english, query: '27001', services: []},
  {built: english, query: 'phishing', services: ['/services/cybersecurity-services']},
  {built: english, query: 'pipeda', services: ['/services/cybersecurity-services']},
  {built: french, query: '45 000', services: []},
  {built: french, query: '27001', services: []},
  {built: french, query: 'hameçonnage', services: ['/fr/services/cybersecurity-services']},
  {built: french, query: 'LPRPDE', services: ['/fr/services/cybersecurity-services']},
];

function hasHighlight(text: string, query: string, stems = false): boolean {
  return highlightWords(text, query, stems).some((part) => part.match);
}

describe.each([
  ['English', english, ENGLISH_QUERIES],
  ['French', french, FRENCH_QUERIES],
] as const)('%s search', (_language, built, queries) => {
  describe.each(queries.map((item) => [item.kind, item.query, item.first] as const))(
    '%s: "%s"',
    (_kind, query, first) => {
      it(`puts ${first} first in the header panel`, () => {
        const results = headerResults(built, query);
        expect(results.map((result) => result.entry.url)[0]).toBe(first);
      });

      it(`puts ${first} first on /search`, () => {
        const results = fullTextResults(built, query);
        expect(results.map((result) => result.url)[0]).toBe(first);
      });

      it('shows a highlighted query word in every snippet', () => {
        for (const result of headerResults(built, query)) {
          if (result.snippet !== undefined && result.snippetHasMatch) {
            expect(hasHighlight(result.snippet, query)).toBe(true);
          }
        }
        for (const result of fullTextResults(built, query)) {
          if (result.summary !== undefined) {
            expect([result.url, hasHighlight(result.summary, query, true)]).toEqual([result.url, true]);
            expect(result.summary.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
          }
        }
      });
    },
  );
});

describe('shared sections are not a page’s content', () => {
  it.each(TRUST_BAND_WORDS.map(({built, query, services}) => [built.locale || 'en', query, services, built] as const))(
    '%s "%s" matches no service page but %j',
    (_locale, query, services, built) => {
      const isService = (url: string) => /\/services\//.test(url);
      const header = headerResults(built, query).map((result) => result.entry.url);
      expect(header.filter(isService)).toEqual(services.filter((url) => header.includes(url)));
      const fullText = fullTextResults(built, query).map((result) => result.url);
      expect(fullText.filter(isService)).toEqual(services.filter((url) => fullText.includes(url)));
      expect([...header, ...fullText].length).toBeGreaterThan(0);
    },
  );
});

describe('accents and case', () => {
  it.each([
    ['securite', 'sécurité'],
    ['SECURITE', 'Sécurité'],
    ['telephonie', 'téléphonie'],
    ['donnees', 'données'],
  ])('French "%s" finds what "%s" finds', (plain, accented) => {
    const urls = (results: {url: string}[]) => results.map((result) => result.url);
    const header = (query: string) => headerResults(french, query).map((result) => result.entry.url);
    expect(header(accented).length).toBeGreaterThan(0);
    expect(header(plain)).toEqual(header(accented));
    expect(fullTextResults(french, accented).length).toBeGreaterThan(0);
    expect(urls(fullTextResults(french, plain))).toEqual(urls(fullTextResults(french, accented)));
  });

  it('keeps headings and the blocks after them apart in both indexes', () => {
    const service = english.entries.find((entry) => entry.url === '/services/cloud-hosting-services');
    expect(service?.content).toMatch(/\nHow Cloud & Hosting works\n/);
    const passages = english.fullText.flatMap((index) => index.documents).filter((doc) => doc.u === service?.url);
    expect(passages.some((doc) => doc.t.includes('\nHow Cloud & Hosting works\n'))).toBe(true);
  });
});
