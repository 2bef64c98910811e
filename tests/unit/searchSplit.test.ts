import {gzipSync} from 'node:zlib';
import {splitSearchIndex, SHARD_BYTES} from '@site/plugins/search-index/splitIndex';
import {
  buildSearchText,
  countOccurrences,
  searchEntries,
  type SearchEntry,
  type SearchEntryType,
  type SearchGroup,
  type StoredSearchEntry,
} from '@site/src/lib/search';
import {
  DIRECT_KEY_MAX,
  parseSplitHead,
  searchSplit,
  shardIndex,
  termKey,
  type SplitHead,
} from '@site/src/lib/searchSplit';
import {foldText} from '@site/src/lib/searchText';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const VOCABULARY = [
  'cloud',
  'Cloudflare',
  'sécurité',
  'securite',
  'Sécuritaire',
  'données',
  'DONNÉES',
  '45,000',
  '45\u00a0000',
  'es',
  'les',
  'aa',
  'aaa',
  'aaaa',
  'Microsoft',
  '365',
  'l’équipe',
  'e-mail',
  'naïve',
  'ŒUVRE',
  'straße',
  'the',
  'there',
  'other',
  'backup',
  'backups,',
  '(backup)',
  'migration',
  'Toronto',
  'infonuagique',
  'téléphonie',
  'mentionnement',
  'ment',
];
const SPACES = [' ', ' ', ' ', '\u00a0', '\u202f', '  ', '\t'];
const TYPES: SearchEntryType[] = ['page', 'service', 'blog', 'case-study'];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function words(next: () => number, count: number): string {
  let text = pick(next, VOCABULARY);
  for (let index = 1; index < count; index += 1) {
    text += pick(next, SPACES) + pick(next, VOCABULARY);
  }
  return text;
}

/** Entries with page texts of several blocks, made of words that overlap in many ways. */
function generatedEntries(count: number, seed = 1): StoredSearchEntry[] {
  const next = random(seed);
  return Array.from({length: count}, (_, index) => {
    const type = pick(next, TYPES);
    const blocks = Array.from({length: 1 + Math.floor(next() * 6)}, () => words(next, 3 + Math.floor(next() * 40)));
    return {
      id: `${type}:/entry-${index}`,
      url: `/entry-${index}`,
      type,
      title: words(next, 1 + Math.floor(next() * 3)),
      description: next() < 0.3 ? '' : words(next, 8),
      category: next() < 0.5 ? '' : pick(next, VOCABULARY),
      tags: next() < 0.5 ? [] : [pick(next, VOCABULARY), pick(next, VOCABULARY)],
      ...(type === 'case-study' ? {challenge: words(next, 20), solution: words(next, 20)} : {}),
      ...(next() < 0.1 ? {} : {content: blocks.join('\n')}),
    };
  });
}

/** The split index of entries, read from memory; counts the files and gzip bytes a search reads. */
function splitOf(entries: readonly StoredSearchEntry[], limits: Parameters<typeof splitSearchIndex>[2] = {}) {
  const {head, files} = splitSearchIndex(entries, 'search-index', limits);
  const byName = new Map(files.map((file) => [file.name, file.json]));
  const parsed = parseSplitHead(JSON.parse(JSON.stringify(head)))!;
  const search = async (query: string, expanded: ReadonlySet<SearchEntryType> = new Set()) => {
    const read: string[] = [];
    const groups = await searchSplit(parsed, query, expanded, async (name) => {
      read.push(name);
      const json = byName.get(name);
      if (json === undefined) {
        throw new Error(`No file ${name}`);
      }
      return JSON.parse(json) as unknown;
    });
    const bytes = read.reduce((total, name) => total + gzipSync(byName.get(name)!).length, 0);
    return {groups, read, bytes};
  };
  return {head: parsed, stored: head, files, search};
}

function whole(entries: readonly StoredSearchEntry[]): SearchEntry[] {
  return entries.map((entry) => ({...entry, searchText: buildSearchText(entry)}));
}

/** What the panel shows of groups: order, counts, and each result's texts. */
function shown(groups: SearchGroup[]) {
  return groups.map((group) => ({
    type: group.type,
    total: group.total,
    canExpand: group.canExpand,
    results: group.results.map(({entry, ...result}) => ({id: entry.id, title: entry.title, url: entry.url, ...result})),
  }));
}

const QUERIES = [
  'cloud',
  'Cloud',
  'cloudflare',
  'securite',
  'sécurité',
  'SÉCURITÉ',
  'donnees',
  '45,000',
  '45 000',
  '000',
  'es',
  'aa',
  'aaa',
  'aaaa',
  'aaaaa',
  'the',
  'ther',
  'microsoft 365',
  '365',
  'l’équipe',
  'equipe',
  'e-mail',
  'naive',
  'oeuvre',
  'œuvre',
  'strasse',
  'straße',
  '(backup)',
  'backups,',
  'ment',
  'mentionnement',
  'nonexistent',
  'zz',
  'cloud securite es',
  'a',
  '  ',
  's,',
  'ip',
];

describe('occurrences of a word in a folded text are the sum over its whitespace-delimited runs', () => {
  it('holds for random texts and words, overlapping repeats and every kind of space included', () => {
    const next = random(7);
    const alphabet = ['a', 'a', 'b', 'é', 'E', ',', '0', ' ', '\u00a0', '\n', '\t'];
    for (let trial = 0; trial < 2000; trial += 1) {
      const text = Array.from({length: Math.floor(next() * 60)}, () => pick(next, alphabet)).join('');
      const word = foldText(
        Array.from({length: 2 + Math.floor(next() * 4)}, () => pick(next, alphabet.slice(0, 7))).join(''),
      );
      const folded = foldText(text);
      const runs = folded.split(/\s+/).filter((run) => run !== '');
      const perRun = runs.reduce((total, run) => total + countOccurrences(run, word), 0);
      expect([text, word, perRun]).toEqual([text, word, countOccurrences(folded, word)]);
    }
  });
});

describe('the split index gives the same results as the whole index', () => {
  const entries = generatedEntries(240);
  // Small shards and a low bar for long lists, so that words are looked up across many shards
  // and by their shortest gram.
  const split = splitOf(entries, {shardBytes: 2_000, largeTermBytes: 1_500});

  it('spreads the terms over many shards and names long run lists', () => {
    expect(split.head.shards.length).toBeGreaterThan(50);
    expect(Object.keys(split.head.large).length).toBeGreaterThan(10);
  });

  it('gives the same results with the build’s shard sizes', async () => {
    const built = splitOf(entries);
    for (const query of QUERIES) {
      expect(shown((await built.search(query)).groups)).toEqual(shown((await split.search(query)).groups));
    }
  });

  it.each(QUERIES)('"%s": the same groups, order, counts, previews and snippets', async (query) => {
    const expected = shown(searchEntries(whole(entries), query));
    const {groups} = await split.search(query);
    expect(shown(groups)).toEqual(expected);
  });

  it('the same expanded groups', async () => {
    for (const query of ['cloud', 'es', 'securite']) {
      for (const type of ['blog', 'page'] as const) {
        const expanded = new Set([type]);
        const {groups} = await split.search(query, expanded);
        expect(shown(groups)).toEqual(shown(searchEntries(whole(entries), query, expanded)));
      }
    }
  });

  it('the same results for every word of the vocabulary and parts of it', async () => {
    const parts = new Set<string>();
    for (const word of VOCABULARY) {
      const folded = foldText(word);
      for (let start = 0; start < folded.length; start += 1) {
        parts.add(folded.slice(start, start + 2 + (start % 5)));
      }
    }
    for (const query of parts) {
      const {groups} = await split.search(query);
      expect([query, shown(groups)]).toEqual([query, shown(searchEntries(whole(entries), query))]);
    }
  });

  it('entries without page text have no snippet, as before', async () => {
    const bare = entries.map(({content: _text, ...entry}) => entry);
    const {groups} = await splitOf(bare).search('cloud');
    expect(shown(groups)).toEqual(shown(searchEntries(whole(bare), 'cloud')));
    expect(groups.flatMap((group) => group.results).every((result) => result.snippet === undefined)).toBe(true);
  });
});

describe('what a first search reads', () => {
  it('is the shards of its words and the texts of the shown results, bounded at any number of entries', async () => {
    for (const count of [40, 400]) {
      const split = splitOf(generatedEntries(count, count));
      for (const query of ['cloud', '45,000', 'securite', 'es', 'microsoft 365']) {
        const {groups, read, bytes} = await split.search(query);
        const shownCount = groups.reduce((total, group) => total + group.results.length, 0);
        // One shard per word at most, one text per shown result.
        expect(read.filter((name) => name.startsWith('k')).length).toBeLessThanOrEqual(query.split(' ').length);
        expect(read.filter((name) => name.startsWith('t'))).toHaveLength(shownCount);
        expect([count, query, bytes]).toEqual([count, query, expect.any(Number)]);
        expect(bytes).toBeLessThan(24 * 1024);
      }
    }
  });

  it('the head holds no page text', () => {
    const entries = generatedEntries(20);
    const {stored} = splitOf(entries);
    const json = JSON.stringify(stored);
    for (const entry of entries.filter((item) => item.content)) {
      expect(json).not.toContain(JSON.stringify(entry.content).slice(1, -1));
    }
  });

  it('closes shards near their size, a long key alone', () => {
    const {files} = splitOf(generatedEntries(120));
    const shards = files.filter((file) => file.name.startsWith('k'));
    const [smaller] = [...shards].sort((a, b) => a.json.length - b.json.length);
    expect(smaller!.json.length).toBeLessThanOrEqual(SHARD_BYTES);
    for (const shard of shards) {
      const keys = Object.keys(JSON.parse(shard.json) as object);
      expect(keys.length === 1 || shard.json.length <= SHARD_BYTES + keys.length * 4 + 2).toBe(true);
    }
  });

  it('names its folder by its contents', () => {
    const a = splitSearchIndex(generatedEntries(10, 3)).head.files;
    expect(splitSearchIndex(generatedEntries(10, 3)).head.files).toBe(a);
    expect(splitSearchIndex(generatedEntries(10, 4)).head.files).not.toBe(a);
    expect(a).toMatch(/^search-index\/[\da-f]{12}$/);
  });
});

describe('keys and shards', () => {
  it('looks a short word up by itself, a longer one by its gram with the shortest list', () => {
    expect(termKey('es', {})).toBe('es');
    expect(termKey('les', {les: 10})).toBe('les');
    expect('les'.length).toBeLessThanOrEqual(DIRECT_KEY_MAX);
    expect(termKey('cloud', {})).toBe('clou');
    expect(termKey('cloud', {clou: 5000})).toBe('loud');
    expect(termKey('cloud', {clou: 5000, loud: 3000})).toBe('loud');
    expect(termKey('cloud', {clou: 2500, loud: 3000})).toBe('clou');
  });

  it('finds the shard whose range holds a key', () => {
    const shards = ['ab', 'cl', 'es', 'm'];
    expect(shardIndex('aa', shards)).toBe(-1);
    expect(shardIndex('ab', shards)).toBe(0);
    expect(shardIndex('cloud', shards)).toBe(1);
    expect(shardIndex('es', shards)).toBe(2);
    expect(shardIndex('zz', shards)).toBe(3);
    expect(shardIndex('x', [])).toBe(-1);
  });
});

describe('reading the head', () => {
  const valid = {files: 'search-index/abc123', entries: [], shards: ['aa'], large: {}};

  it('accepts the written shape', () => {
    const {stored} = splitOf(generatedEntries(5));
    const head = parseSplitHead(JSON.parse(JSON.stringify(stored))) as SplitHead;
    expect(head.entries.map((entry) => entry.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it.each([
    null,
    [],
    'x',
    {...valid, files: '../../elsewhere'},
    {...valid, files: 'https://example.com/x'},
    {...valid, files: '/absolute'},
    {...valid, shards: [1]},
    {...valid, entries: 'x'},
    {...valid, large: null},
  ])('refuses %j', (data) => {
    expect(parseSplitHead(data)).toBeNull();
  });

  it('leaves a malformed entry out and keeps the positions of the others', () => {
    const entry = {id: 'a', title: 'A', description: '', url: '/a', type: 'page', category: '', tags: []};
    const head = parseSplitHead({...valid, entries: [{title: 1}, entry, {...entry, type: 'other'}]});
    expect(head?.entries).toEqual([{...entry, position: 1}]);
  });

  it('answers a malformed shard with what the head alone finds, never throwing', async () => {
    const entry = {id: 'a', title: 'Cloud', description: '', url: '/a', type: 'page' as const, category: '', tags: []};
    const head = parseSplitHead({...valid, entries: [entry]})!;
    for (const shard of [null, 'x', {clou: 'x'}, {clou: [['cloud', 'x', 1]]}, {clou: [[1, 0, 1]]}]) {
      const groups = await searchSplit(head, 'cloud', new Set(), async (file) => (file.startsWith('k') ? shard : ''));
      expect(groups.flatMap((group) => group.results.map((result) => result.entry.id))).toEqual(['a']);
    }
  });
});
