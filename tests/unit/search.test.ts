import {
  BLOG_PREVIEW_LENGTH,
  CASE_STUDY_PREVIEW_LENGTH,
  MAX_MATCHES,
  RESULTS_PER_TYPE,
  RESULTS_PER_TYPE_EXPANDED,
  buildSearchText,
  buildSnippet,
  findMatches,
  highlight,
  isSearchable,
  searchEntries,
  searchPageUrl,
  tokenize,
  truncate,
  type SearchEntry,
  type SearchEntryType,
} from '@site/src/lib/search';
import {SNIPPET_LEAD, SNIPPET_LENGTH} from '@site/src/lib/searchText';
import {itMaps} from './support/itMaps';

function entry(overrides: Partial<SearchEntry> & {title: string}): SearchEntry {
  const base = {
    id: overrides.id ?? overrides.title,
    description: '',
    url: `/${overrides.title.toLowerCase().replace(/\W+/g, '-')}`,
    type: 'page' as SearchEntryType,
    category: '',
    tags: [],
    ...overrides,
  };
  return {...base, searchText: buildSearchText(base)};
}

/** `count` entries of one type whose titles all contain "cloud". */
function many(type: SearchEntryType, count: number): SearchEntry[] {
  return Array.from({length: count}, (_, index) =>
    entry({title: `Cloud ${type} ${index + 1}`, type, id: `${type}-${index + 1}`}),
  );
}

const lorem = (words: number, word = 'alpha') => Array.from({length: words}, () => word).join(' ');

describe('opening the panel (minimum query 2 characters)', () => {
  it('opens when the trimmed text is longer than 1 character', () => {
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable('  ab  ')).toBe(true);
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable('  a  ')).toBe(false);
  });

  it('stays closed for an empty or whitespace query', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(' \t\n ')).toBe(false);
  });
});

describe('tokenize (query words of 1 character are ignored)', () => {
  it('lowercases, splits on any whitespace and drops 1-character words', () => {
    expect(tokenize('  Cloud a  BACKUP\tx i\nVoIP ')).toEqual(['cloud', 'backup', 'voip']);
  });

  it('keeps 2-character words and removes duplicates in order', () => {
    expect(tokenize('IT it av It')).toEqual(['it', 'av']);
  });

  it('gives no words for empty, whitespace or only 1-character words', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('   ')).toEqual([]);
    expect(tokenize('a b c')).toEqual([]);
  });
});

describe('search text', () => {
  it('is the lowercase concatenation of title, description, category, tags and content', () => {
    const text = buildSearchText({
      title: 'Email Migration',
      description: 'Moved 120 Mailboxes',
      category: 'Cloud & Hosting',
      tags: ['Microsoft 365', 'PIPEDA'],
      content: 'Body TEXT',
    });
    expect(text).toBe('email migration moved 120 mailboxes cloud & hosting microsoft 365 pipeda body text');
  });
});

describe('matching (an entry matches if any remaining word occurs in its search text)', () => {
  const entries = [
    entry({title: 'Cloud & Hosting', type: 'service'}),
    entry({title: 'Cybersecurity', type: 'service', description: 'Firewalls and backups'}),
    entry({title: 'About Us', content: 'A Toronto team'}),
  ];

  it('matches on any word, anywhere in the search text, ignoring letter case', () => {
    expect(findMatches(entries, 'CLOUD').map((e) => e.title)).toEqual(['Cloud & Hosting']);
    expect(findMatches(entries, 'zebra toronto').map((e) => e.title)).toEqual(['About Us']);
    expect(findMatches(entries, 'backup').map((e) => e.title)).toEqual(['Cybersecurity']);
  });

  it('matches parts of words (occurrence, not whole words)', () => {
    expect(findMatches(entries, 'secur').map((e) => e.title)).toEqual(['Cybersecurity']);
  });

  it('ignores 1-character words: "a" alone matches nothing although every entry contains it', () => {
    expect(findMatches(entries, 'a')).toEqual([]);
    expect(findMatches(entries, 'a b c')).toEqual([]);
    expect(searchEntries(entries, 'a')).toEqual([]);
  });

  it('matches nothing for an empty or whitespace query', () => {
    expect(findMatches(entries, '')).toEqual([]);
    expect(findMatches(entries, '   ')).toEqual([]);
  });
});

describe('ranking (title matches before body matches)', () => {
  it('puts title matches first, then description, category or tag matches, then content matches', () => {
    const entries = [
      entry({title: 'Contact', content: 'Ask about backup plans'}),
      entry({title: 'Managed IT', description: 'Monitoring and backup'}),
      entry({title: 'Backup and recovery'}),
    ];
    expect(findMatches(entries, 'backup').map((e) => e.title)).toEqual([
      'Backup and recovery',
      'Managed IT',
      'Contact',
    ]);
  });

  it('ranks an entry with more query words in its title higher, and keeps index order on ties', () => {
    const entries = [
      entry({title: 'Cloud services'}),
      entry({title: 'Cloud backup'}),
      entry({title: 'Backup'}),
      entry({title: 'Cloud hosting'}),
    ];
    expect(findMatches(entries, 'cloud backup').map((e) => e.title)).toEqual([
      'Cloud backup',
      'Cloud services',
      'Backup',
      'Cloud hosting',
    ]);
  });

  it('puts a title that begins with the query word before a title that only contains it', () => {
    const entries = [
      entry({title: 'From Analog Lines to Cloud VoIP', type: 'case-study'}),
      entry({title: 'Cloud & Hosting', type: 'service'}),
    ];
    expect(findMatches(entries, 'cloud').map((e) => e.title)).toEqual([
      'Cloud & Hosting',
      'From Analog Lines to Cloud VoIP',
    ]);
  });

  it('ranks all matches before the cut of 20: a title match after 25 body matches is kept', () => {
    const mentions = Array.from({length: 25}, (_, index) =>
      entry({title: `Post ${index + 1}`, type: 'blog', content: 'Read more about our team.'}),
    );
    const about = entry({title: 'About Us', content: 'Who we are.'});
    const matches = findMatches([...mentions, about], 'about');
    expect(matches).toHaveLength(MAX_MATCHES);
    expect(matches[0]).toBe(about);
  });
});

describe('limits (20 matches considered, 3 per type or 8 when expanded)', () => {
  it('considers at most 20 matches', () => {
    expect(findMatches(many('page', 30), 'cloud')).toHaveLength(MAX_MATCHES);
    expect(MAX_MATCHES).toBe(20);
  });

  it('shows at most 3 results per type, 8 for an expanded type', () => {
    const entries = [...many('blog', 10), ...many('service', 10)];
    const [blog, service] = searchEntries(entries, 'cloud');
    expect(RESULTS_PER_TYPE).toBe(3);
    expect(blog.results).toHaveLength(3);
    expect(blog.total).toBe(10);
    expect(blog.canExpand).toBe(true);
    expect(service.results).toHaveLength(3);

    const expanded = searchEntries(entries, 'cloud', new Set<SearchEntryType>(['blog']));
    expect(RESULTS_PER_TYPE_EXPANDED).toBe(8);
    expect(expanded[0].results).toHaveLength(8);
    expect(expanded[0].canExpand).toBe(false);
    expect(expanded[1].results).toHaveLength(3);
  });

  it('counts the 20-match cap before grouping: a group of the 21st match onward is left out', () => {
    const entries = [...many('page', 20), ...many('blog', 5)];
    // Equal scores keep index order, so the 20 pages fill the 20 considered matches.
    expect(searchEntries(entries, 'cloud').map((group) => group.type)).toEqual(['page']);
  });

  it('does not offer "Show more" when a type has 3 matches or fewer', () => {
    const [group] = searchEntries(many('case-study', 3), 'cloud');
    expect(group.canExpand).toBe(false);
  });
});

describe('groups', () => {
  it('are blog posts, case studies, services, pages, in that order when equally good, without empty groups', () => {
    const entries = [...many('page', 1), ...many('service', 1), ...many('blog', 1), ...many('case-study', 1)];
    expect(searchEntries(entries, 'cloud').map((group) => group.type)).toEqual([
      'blog',
      'case-study',
      'service',
      'page',
    ]);
    expect(searchEntries(many('service', 2), 'cloud').map((group) => group.type)).toEqual(['service']);
  });

  it('lists first the group holding the best match, so the page a query names is in view', () => {
    // A site like this one: every post, study and service mentions "about" in its text, and
    // one page is called "About Us".
    const mentions = (type: SearchEntryType, count: number) =>
      Array.from({length: count}, (_, index) =>
        entry({title: `${type} ${index + 1}`, type, content: 'Tell us about your organisation.'}),
      );
    const entries = [
      ...mentions('blog', 5),
      ...mentions('case-study', 5),
      ...mentions('service', 8),
      entry({title: 'Contact', content: 'Tell us about your needs.'}),
      entry({title: 'About Us', content: 'Who we are.'}),
    ];
    const groups = searchEntries(entries, 'about');
    expect(groups.map((group) => group.type)).toEqual(['page', 'blog', 'case-study', 'service']);
    expect(groups[0].results.map((result) => result.entry.title)).toEqual(['About Us', 'Contact']);
    // Each group still shows at most 3.
    expect(groups.every((group) => group.results.length <= RESULTS_PER_TYPE)).toBe(true);
  });

  it('puts the service a query names first, above case studies that mention it in their title', () => {
    const entries = [
      entry({title: 'From Analog Lines to Cloud VoIP', type: 'case-study'}),
      entry({title: 'Email Migration', type: 'case-study', tags: ['Cloud Hosting Services']}),
      entry({title: 'Quick Tip: MFA', type: 'blog', content: 'Turn on cloud backup.'}),
      entry({title: 'Audio-Visual', type: 'service', content: 'Cloud voice systems.'}),
      entry({title: 'Cloud & Hosting', type: 'service'}),
    ];
    const groups = searchEntries(entries, 'cloud');
    expect(groups.map((group) => group.type)).toEqual(['service', 'case-study', 'blog']);
    expect(groups[0].results[0].entry.title).toBe('Cloud & Hosting');
  });
});

describe('snippets and previews', () => {
  it('cuts the snippet to about 150 characters, starting about 50 before the match', () => {
    const content = `${lorem(40)} needle ${lorem(60, 'omega')}`;
    const {text, hasMatch} = buildSnippet(content, ['needle']);
    expect(hasMatch).toBe(true);
    const body = text.replace(/^…|…$/g, '');
    expect(body.length).toBeGreaterThanOrEqual(SNIPPET_LENGTH - 15);
    expect(body.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    const before = body.indexOf('needle');
    expect(before).toBeGreaterThanOrEqual(SNIPPET_LEAD - 15);
    expect(before).toBeLessThanOrEqual(SNIPPET_LEAD);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
  });

  it('starts at the beginning when the match is near the start, and takes the earliest word', () => {
    const content = `The firewall and the backup ${lorem(50)}`;
    const {text} = buildSnippet(content, ['backup', 'firewall']);
    expect(text.startsWith('The firewall')).toBe(true);
  });

  it('shows the beginning of the content when the match is elsewhere', () => {
    const {text, hasMatch} = buildSnippet(lorem(100), ['missing']);
    expect(hasMatch).toBe(false);
    expect(text.startsWith('alpha alpha')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 1);
  });

  it('gives a snippet only to entries with content', () => {
    const [group] = searchEntries(
      [entry({title: 'Cloud one', content: 'Cloud text'}), entry({title: 'Cloud two'})],
      'cloud',
    );
    expect(group.results[0].snippet).toBe('Cloud text');
    expect(group.results[1].snippet).toBeUndefined();
  });

  it('previews a blog description in 200 characters', () => {
    const description = lorem(80, 'word');
    const [group] = searchEntries([entry({title: 'Cloud post', type: 'blog', description})], 'cloud');
    const {preview} = group.results[0];
    expect(BLOG_PREVIEW_LENGTH).toBe(200);
    expect(preview.length).toBeLessThanOrEqual(BLOG_PREVIEW_LENGTH + 1);
    expect(preview.length).toBeGreaterThan(BLOG_PREVIEW_LENGTH - 10);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('previews a case study challenge and solution in 100 characters each', () => {
    const [group] = searchEntries(
      [entry({title: 'Cloud study', type: 'case-study', challenge: lorem(40, 'hard'), solution: lorem(40, 'fix')})],
      'cloud',
    );
    const {challenge, solution} = group.results[0];
    expect(CASE_STUDY_PREVIEW_LENGTH).toBe(100);
    for (const text of [challenge!, solution!]) {
      expect(text.length).toBeLessThanOrEqual(CASE_STUDY_PREVIEW_LENGTH + 1);
      expect(text.length).toBeGreaterThan(CASE_STUDY_PREVIEW_LENGTH - 10);
    }
  });

  it('leaves short texts whole', () => {
    expect(truncate('Short   text', 100)).toBe('Short text');
  });
});

describe('highlighting (at most the first 2 query words)', () => {
  const marked = (text: string, query: string) =>
    highlight(text, query)
      .filter((part) => part.match)
      .map((part) => part.text);

  it('marks every occurrence of the first 2 words, in any letter case, keeping the original text', () => {
    expect(marked('Cloud backup for cloud VoIP and Backup', 'cloud backup voip')).toEqual([
      'Cloud',
      'backup',
      'cloud',
      'Backup',
    ]);
    expect(
      highlight('Cloud backup', 'cloud')
        .map((part) => part.text)
        .join(''),
    ).toBe('Cloud backup');
  });

  it('does not count ignored 1-character words among the first 2', () => {
    expect(marked('VoIP and cloud', 'a voip cloud')).toEqual(['VoIP', 'cloud']);
  });

  it('prefers the longer word when one contains the other', () => {
    expect(marked('Cloudflare', 'cloud cloudflare')).toEqual(['Cloudflare']);
  });

  it('returns the text unmarked without query words', () => {
    expect(highlight('Cloud', '')).toEqual([{text: 'Cloud', match: false}]);
    expect(highlight('', 'cloud')).toEqual([]);
  });
});

describe('hostile input', () => {
  const entries = [
    entry({title: 'Pricing (CAD)', content: 'Costs [approx.] C:\\path *star* <b>bold</b>'}),
    entry({title: 'Other page'}),
  ];

  it('treats regular-expression characters literally and never throws', () => {
    for (const query of ['(', '[', '*', '\\', '(cad)', '[approx.]', 'c:\\path', '*star*', '.*', '$^|?+{2}']) {
      expect(() => searchEntries(entries, query)).not.toThrow();
      expect(() => highlight('Pricing (CAD) [approx.] C:\\path', query)).not.toThrow();
    }
    expect(findMatches(entries, '(cad)').map((e) => e.title)).toEqual(['Pricing (CAD)']);
    expect(findMatches(entries, '.*')).toEqual([]);
    expect(highlight('Pricing (CAD)', '(cad)').filter((part) => part.match)).toEqual([{text: '(CAD)', match: true}]);
  });

  it('keeps markup in the query as plain text parts', () => {
    const query = '<script>alert(1)</script> <b>bold</b>';
    const parts = highlight('Costs <b>bold</b>', query);
    expect(parts.map((part) => part.text).join('')).toBe('Costs <b>bold</b>');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['<b>bold</b>']);
    expect(findMatches(entries, query).map((e) => e.title)).toEqual(['Pricing (CAD)']);
  });

  it('answers a 2,000-character query', () => {
    const query = Array.from({length: 400}, (_, index) => `w${index}x`)
      .join(' ')
      .slice(0, 2000);
    expect(query.length).toBe(2000);
    expect(searchEntries(entries, query)).toEqual([]);
    const withMatch = `${query.slice(0, 1990)} pricing`;
    expect(searchEntries(entries, withMatch)[0].results[0].entry.title).toBe('Pricing (CAD)');
  });
});

describe('index and address helpers', () => {
  itMaps('builds the "See all results" address for %j: %s', searchPageUrl, [
    ['  cloud backup ', '/search?q=cloud%20backup'],
    ['a&b=<c>', '/search?q=a%26b%3D%3Cc%3E'],
    ['   ', '/search'],
  ]);
});
