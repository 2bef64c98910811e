import {
  buildSnippet,
  findMatches,
  foldText,
  highlightWords,
  queryWords,
  truncate,
  SNIPPET_LENGTH,
} from '@site/src/lib/searchText';

const marked = (text: string, query: string) =>
  highlightWords(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('what a visitor’s search query matches: case, accents, spaces and figures folded', () => {
  it('folds case and French accents one character for one', () => {
    expect(foldText('Sécurité, GÉRÉS, Hameçonnage, Œuvre')).toBe('securite, geres, hameconnage, œuvre');
  });

  it('writes a figure one way, however its groups and percent sign are spaced', () => {
    for (const written of ['45,000', '45\u202F000']) {
      expect(foldText(written)).toBe('45000');
    }
    expect(foldText('54\u00A0%')).toBe('54%');
    expect(foldText('1 234 567 and 1,5 and 2021 2022')).toBe('1234567 and 1,5 and 2021 2022');
  });

  it('gives the query words folded, in order, without duplicates or 1-character words', () => {
    expect(queryWords('  Cloud a SÉCURITÉ cloud 45 000 54 % ')).toEqual(['cloud', 'securite', '45000', '54%']);
    expect(queryWords(' a b ')).toEqual([]);
  });
});

describe('marking matches', () => {
  it('marks a word in any case, with or without accents, in the original text', () => {
    expect(marked('La Sécurité des données', 'securite DONNEES')).toEqual(['Sécurité', 'données']);
  });

  it('marks only the first two query words, the longer where two start at one place', () => {
    expect(marked('cloud, cloudflare, backup, security', 'cloud cloudflare backup')).toEqual(['cloud', 'cloudflare']);
    expect(findMatches('aaaa', ['aa'])).toEqual([
      {start: 0, end: 2},
      {start: 2, end: 4},
    ]);
  });

  it('keeps markup and regular-expression characters in the query as text', () => {
    const hostile = '<img src=x onerror=alert(1)> ([*\\';
    expect(
      highlightWords(`a ${hostile} b`, hostile)
        .map((part) => part.text)
        .join(''),
    ).toBe(`a ${hostile} b`);
    expect(() => highlightWords('text', `${'x'.repeat(2000)} .*+?^$`)).not.toThrow();
  });
});

describe('snippets', () => {
  const text = `Heading\n${'Filler words here. '.repeat(8)}The backup runs nightly. ${'More text after. '.repeat(12)}`;

  it('start about 50 characters before the first match, at a space, and end near 150', () => {
    const snippet = buildSnippet(text, ['backup'])!;
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.indexOf('backup')).toBeGreaterThan(35);
    expect(snippet.indexOf('backup')).toBeLessThan(60);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(snippet).toMatch(/ \S+…$/);
  });

  it('never start before the block holding the match, and join the next blocks with a dot', () => {
    expect(buildSnippet('Intro\nBackups\nChecked daily.', ['backups'])).toBe('Backups · Checked daily.');
    expect(buildSnippet(text, ['zebra'])).toBeUndefined();
  });

  it('truncate a text at a space with an ellipsis, leaving short texts whole', () => {
    expect(truncate('one two three four five', 16)).toBe('one two three…');
    expect(truncate('short', 12)).toBe('short');
  });
});
