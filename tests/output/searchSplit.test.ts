/**
 * The header search's split index in the build: for real queries in both languages, the groups
 * found through the head, the term shards and the page texts (what the box fetches) are those of
 * the whole index (every entry with its text), in the same order with the same snippets; and a
 * first search reads a bounded number of bytes. Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import type {SearchGroup} from '../../src/lib/search';
import {headerSearch, loadBuiltSearch, splitHeaderSearch} from '../support/builtSearch';

const english = loadBuiltSearch('');
const french = loadBuiltSearch('fr');

/** What a first search may download, head included: the same at 3 and at 300 posts. */
const FIRST_SEARCH_BUDGET = 150 * 1024;

const COMMON_QUERIES = [
  'cloud',
  'Cloud & Hosting',
  'securite',
  'sécurité',
  'es',
  'it',
  'ai',
  '365',
  '2025',
  'toronto',
  'microsoft 365',
  'migration',
  'backup',
  'cuaet',
  'mfa',
  'zzzz',
  'c++',
  '(cad)',
  'e-mail',
  'l’équipe',
  'ment',
];
const QUERIES = {
  english: [...COMMON_QUERIES, '45,000', '45', ',000', 'phishing', 'pipeda', 'governance', 'the', 'services it'],
  french: [
    ...COMMON_QUERIES,
    '45 000',
    '45\u00a0000',
    'téléphonie',
    'telephonie',
    'hameçonnage',
    'hameconnage',
    'infonuagique',
    'LPRPDE',
    'les',
    'données',
    'cybersécurité',
    'courriel',
  ],
};

/** The groups as the panel shows them: order, counts, and each result's texts. */
function shown(groups: SearchGroup[]) {
  return groups.map((group) => ({
    type: group.type,
    total: group.total,
    canExpand: group.canExpand,
    results: group.results.map(({entry, ...result}) => ({id: entry.id, url: entry.url, ...result})),
  }));
}

describe.each([
  ['English', english, QUERIES.english],
  ['French', french, QUERIES.french],
] as const)('%s header search through the split index', (_language, built, queries) => {
  it.each(queries)('"%s": the same groups, order and snippets as the whole index', async (query) => {
    const groups = await splitHeaderSearch(built, query);
    expect(shown(groups)).toEqual(shown(headerSearch(built, query)));
  });

  it('the same expanded groups', async () => {
    for (const type of ['blog', 'case-study', 'service', 'page'] as const) {
      const expanded = new Set([type]);
      const groups = await splitHeaderSearch(built, 'it', expanded);
      expect(shown(groups)).toEqual(shown(headerSearch(built, 'it', expanded)));
    }
  });

  it('finds something for most queries (the comparison is not between two empty lists)', async () => {
    const found = await Promise.all(queries.map(async (query) => (await splitHeaderSearch(built, query)).length));
    expect(found.filter((count) => count > 0).length).toBeGreaterThan(queries.length * 0.7);
  });

  it.each(queries)('"%s": a first search downloads under 150 KB gzip, head included', async (query) => {
    const files: string[] = [];
    await splitHeaderSearch(built, query, new Set(), (file) => files.push(file));
    const bytes = [built.files.header, ...files].reduce(
      (total, file) => total + gzipSync(readFileSync(file), {level: 9}).length,
      0,
    );
    expect(bytes).toBeLessThan(FIRST_SEARCH_BUDGET);
  });

  it('the head holds no page text', () => {
    const head = readFileSync(built.files.header, 'utf8');
    for (const entry of built.entries.filter((item) => (item.content ?? '').length > 200)) {
      expect(head).not.toContain(JSON.stringify(entry.content).slice(1, 120));
    }
  });
});
