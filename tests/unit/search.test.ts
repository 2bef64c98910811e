import {splitIndex, type IndexedPage} from '@site/plugins/search-index';
import {
  MAX_MATCHES,
  RESULTS_PER_TYPE,
  groupMatches,
  rankMatches,
  searchGroups,
  searchList,
  toResult,
  type SearchEntry,
  type SearchEntryType,
} from '@site/src/lib/search';
import type {SiteIndex} from '@site/src/lib/searchIndex';
import {isSearchable, searchPageUrl} from '@site/src/lib/searchQuery';
import {foldText, queryWords} from '@site/src/lib/searchText';

function page(title: string, text = '', overrides: Partial<SearchEntry> = {}): IndexedPage {
  const url = `/${title.toLowerCase().replace(/\W+/g, '-')}`;
  return {entry: {url, type: 'page', title, description: '', category: '', ...overrides}, text};
}

/** The index the build writes for some pages, read from memory as the browser reads it. */
function indexOf(pages: readonly IndexedPage[]): SiteIndex {
  const {head, files} = splitIndex(pages);
  const byName = new Map(files.map(({name, json}) => [name, JSON.parse(json) as unknown]));
  return {head: JSON.parse(JSON.stringify(head)) as SiteIndex['head'], load: async (file) => byName.get(file)};
}

const titles = async (pages: IndexedPage[], query: string) =>
  (await searchList(indexOf(pages), query, 100)).map((result) => result.entry.title);

describe('the query', () => {
  it('opens the panel past 1 character and leads to /search', () => {
    expect([isSearchable('c'), isSearchable(' c '), isSearchable('cl')]).toEqual([false, false, true]);
    expect(searchPageUrl(' cloud backup ')).toBe('/search?q=cloud%20backup');
    expect(searchPageUrl('  ')).toBe('/search');
  });
});

describe('matching and ranking', () => {
  it('puts title matches first (a title beginning with the word before one holding it), then description and category, then the text most often, ties in index order', async () => {
    const pages = [
      page('One', 'backup in a word, icloud'),
      page('Notes', 'backup backup backup'),
      page('Three', 'backup'),
      page('Guide', '', {category: 'Backup'}),
      page('Daily Backup'),
      page('Backup Plans'),
    ];
    expect(await titles(pages, 'backup')).toEqual(['Backup Plans', 'Daily Backup', 'Guide', 'Notes', 'One', 'Three']);
  });

  it('counts a word in every entry as its page text does, through the split files', async () => {
    const words = 'cloud backup icloud securite 45000 data base database'.split(' ');
    const pages = Array.from({length: 30}, (_, index) =>
      page(`Page ${index}`, Array.from({length: 40}, (__, at) => words[(index * at) % words.length]).join(' ')),
    );
    for (const query of ['cl', 'ud', 'clo', 'cloud', 'database', 'data', 'ase', 'ecur', '45000', 'oud bac']) {
      const direct = rankMatches(
        pages.map((item) => item.entry),
        queryWords(query),
        (entry, word) => foldText(pages.find((item) => item.entry === entry)!.text).split(word).length - 1,
      ).map((match) => match.entry.title);
      expect([query, await titles(pages, query)]).toEqual([query, direct]);
    }
  });
});

describe('groups of the header panel', () => {
  const many = (type: SearchEntryType, count: number) =>
    Array.from({length: count}, (_, index) => page(`Cloud ${type} ${index}`, '', {type}));

  it('show 3 of each type among the 20 best matches, equally good groups in a fixed order', async () => {
    // The case study is the 23rd match: left out.
    const pages = [
      ...many('service', 2),
      ...many('page', 10),
      ...many('blog', 10),
      page('Notes', 'cloud', {type: 'case-study'}),
    ];
    const groups = await searchGroups(indexOf(pages), 'cloud');
    expect(groups.map((group) => [group.type, group.results.length])).toEqual([
      ['blog', RESULTS_PER_TYPE],
      ['service', 2],
      ['page', RESULTS_PER_TYPE],
    ]);
    expect(MAX_MATCHES).toBe(20);
  });

  it('put the group holding the best match first', () => {
    const ranked = rankMatches(
      [page('About cloud', '', {type: 'blog'}).entry, page('Cloud', '', {type: 'service'}).entry],
      ['cloud'],
      () => 0,
    );
    expect(groupMatches(ranked).map((group) => group.type)).toEqual(['service', 'blog']);
  });
});

describe('every result shows why it is listed', () => {
  const words = ['toronto'];

  it('a page named by the query shows its description; another shows a snippet of its text around the match', () => {
    const named = page('Toronto Office', '', {description: 'Where we are.'}).entry;
    expect(toResult(named, words)?.lines).toEqual([{text: 'Where we are.'}]);
    const other = page('Legal', 'Intro\nCourts of Toronto, Ontario.').entry;
    expect(toResult(other, words, 'Intro\nCourts of Toronto, Ontario.')?.lines).toEqual([
      {text: 'Courts of Toronto, Ontario.', snippet: true},
    ]);
  });

  it('a case study shows its challenge and solution, and a snippet when neither says the word', () => {
    const study = page('Study', '', {type: 'case-study', challenge: 'Old lines.', solution: 'Cloud phones.'}).entry;
    expect(toResult(study, words, 'Offices in Toronto.')?.lines).toEqual([
      {text: 'Old lines.', label: 'challenge'},
      {text: 'Cloud phones.', label: 'solution'},
      {text: 'Offices in Toronto.', snippet: true},
    ]);
  });

  it('a result that can show no match is no result', () => {
    expect(toResult(page('Services', '', {type: 'service'}).entry, words, 'No match here.')).toBeNull();
  });
});
