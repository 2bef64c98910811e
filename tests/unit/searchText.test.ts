import {groupFullTextResults, type FullTextHit} from '@site/src/lib/fullTextResults';
import {
  SNIPPET_LEAD,
  SNIPPET_LENGTH,
  buildSnippet,
  findWordMatches,
  foldText,
  highlightWords,
  queryWords,
} from '@site/src/lib/searchText';
import {foldDocument, sectionText} from '../../plugins/search-index/fullTextIndex';
import {load} from 'cheerio';

const marked = (text: string, query: string, stems = false) =>
  highlightWords(text, query, stems)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('folding case and accents', () => {
  it('folds French accents and letter case, one character for one', () => {
    expect(foldText('Sécurité À PROPOS Ça déjà Noël')).toBe('securite a propos ca deja noel');
    for (const text of ['Œuvre straße', 'İstanbul', 'Emoji 😀 ok', 'tab\there\nline']) {
      expect(foldText(text)).toHaveLength(text.length);
    }
  });

  it('folds the query words the same way, without duplicates or 1-character words', () => {
    expect(queryWords('  Sécurité securite a DONNÉES ')).toEqual(['securite', 'donnees']);
    expect(queryWords('')).toEqual([]);
  });

  it('finds an accented word typed without accents, and the other way round', () => {
    expect(marked('La sécurité des données', 'securite donnees')).toEqual(['sécurité', 'données']);
    expect(marked('Security review', 'SÉCURITY')).toEqual(['Security']);
  });
});

describe('matching a word by its stem (full-text results)', () => {
  it('marks the whole word found by the longest beginning of the query word', () => {
    expect(marked('Des règles sécuritaires.', 'securite', true)).toEqual(['sécuritaires']);
    expect(marked('The terms that govern the services', 'governance', true)).toEqual(['govern']);
  });

  it('never matches a stem shorter than 4 letters or 60% of the word', () => {
    expect(marked('A secret', 'securite', true)).toEqual([]);
    expect(marked('The terms that govern the services', 'governance')).toEqual([]);
  });

  it('keeps matches apart: the longer of two words at one place, no overlap', () => {
    expect(findWordMatches('Cloudflare cloud', ['cloud', 'cloudflare'])).toEqual([
      {index: 0, length: 10},
      {index: 11, length: 5},
    ]);
  });
});

describe('highlighting never builds markup from the text or the query', () => {
  it('returns the text in parts, markup characters included as text', () => {
    const text = '<img src=x onerror=alert(1)> cloud (backup) [x]*';
    for (const query of ['<img', 'cloud (backup)', '[x]*', '.*', '\\']) {
      expect(
        highlightWords(text, query)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
    expect(marked(text, '<img')).toEqual(['<img']);
  });

  it('marks only the first two query words', () => {
    expect(marked('cloud backup voip', 'cloud backup voip')).toEqual(['cloud', 'backup']);
  });
});

describe('snippets keep blocks apart and show the first match', () => {
  const words = (count: number, word = 'alpha') => Array.from({length: count}, () => word).join(' ');

  it('starts about 50 characters before the match and ends near 150, at word boundaries', () => {
    const text = `${words(40)} needle ${words(60, 'omega')}`;
    const {text: snippet, hasMatch} = buildSnippet(text, ['needle']);
    expect(hasMatch).toBe(true);
    const body = snippet.replace(/^…|…$/g, '');
    expect(body.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(body.length).toBeGreaterThan(SNIPPET_LENGTH - 10);
    expect(body.indexOf('needle')).toBeLessThanOrEqual(SNIPPET_LEAD);
    expect(body.indexOf('needle')).toBeGreaterThan(SNIPPET_LEAD - 10);
    expect(body).toMatch(/^alpha .* omega$/);
  });

  it('never starts before the block that holds the match, and joins later blocks with a dot', () => {
    const text = ['Overview', 'How Cloud & Hosting works', 'We move e-mail and files to the cloud.'].join('\n');
    expect(buildSnippet(text, ['works']).text).toBe(
      'How Cloud & Hosting works · We move e-mail and files to the cloud.',
    );
    expect(buildSnippet(text, ['files']).text).toBe('We move e-mail and files to the cloud.');
  });

  it('stays within about 150 characters with the dots between blocks counted', () => {
    const text = Array.from({length: 30}, (_, index) => `Block ${index} needle`).join('\n');
    const {text: snippet} = buildSnippet(text, ['needle']);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 1);
    expect(snippet).toContain(' · ');
  });

  it('finds the first match in accented text, from a query without accents', () => {
    const text = `${words(30)} la sécurité ${words(30)}`;
    expect(buildSnippet(text, ['securite']).text).toContain('sécurité');
  });

  it('shows the beginning without a match, and says so', () => {
    const {text, hasMatch} = buildSnippet(['First block', 'Second block'].join('\n'), ['missing']);
    expect(hasMatch).toBe(false);
    expect(text).toBe('First block · Second block');
  });
});

describe('the full-text index reads blocks apart and folds its words', () => {
  it('reads a section one line per block, without markup whitespace', () => {
    const $ = load('<main><span>Overview</span><h2>How it\n works</h2><p>We <b>move</b> mail.</p></main>');
    expect(sectionText($('main').get(0)!)).toBe('Overview\nHow it works\nWe move mail.');
    expect(sectionText($('main').children().toArray())).toBe('Overview\nHow it works\nWe move mail.');
  });

  it('folds the text fields of a document and keeps the others', () => {
    expect(foldDocument({i: 3, t: 'Sécurité', u: '/fr/a'})).toEqual({i: 3, t: 'securite', u: '/fr/a'});
  });
});

describe('full-text results', () => {
  const hit = (i: number, type: number, t: string, u: string): FullTextHit => ({
    document: {i, t, u},
    type,
    page: type === 0 ? false : {t: 'Page'},
  });

  it('gives each page a snippet around the first match of its best passage', () => {
    const passage = `${'alpha '.repeat(40)}backup ${'omega '.repeat(40)}`;
    const [result] = groupFullTextResults(
      [hit(1, 0, 'Page', '/a'), hit(2, 4, passage, '/a')],
      () => undefined,
      'backup',
    );
    expect(result.summary).toMatch(/^…alpha .*backup.* omega…$/);
    expect(result.summary!.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
  });

  it('prefers a passage that shows the query word, and shows no snippet without one', () => {
    const [withWord, without] = groupFullTextResults(
      [hit(1, 4, 'Nothing here', '/a'), hit(2, 1, 'The backup plan', '/a'), hit(3, 4, 'Nothing either', '/b')],
      () => undefined,
      'backup',
    );
    expect(withWord.summary).toBe('The backup plan');
    expect(without.summary).toBeUndefined();
  });

  it('lists the pages the query names first, keeping the index order otherwise', () => {
    const titles: Record<string, string> = {'/terms': 'Terms', '/cyber': 'Cybersecurity', '/blog': 'Blog'};
    const results = groupFullTextResults(
      [
        hit(1, 2, 'cybersecurity terms', '/terms'),
        hit(2, 4, 'cybersecurity', '/blog'),
        hit(3, 2, 'cybersecurity', '/cyber'),
      ],
      (url) => titles[url],
      'cybersecurity',
    );
    expect(results.map((result) => result.url)).toEqual(['/cyber', '/terms', '/blog']);
  });
});
