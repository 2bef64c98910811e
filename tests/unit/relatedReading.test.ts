import {chooseRelated, RELATED_READING_COUNT, type RelatedTopics} from '@site/src/lib/relatedReading';

interface Item {
  permalink: string;
  category: string;
  tags: string[];
  date: string | null;
}

const describeItem = ({permalink, category, tags, date}: Item): RelatedTopics => ({
  permalink,
  primary: category,
  topics: tags,
  publishedAt: date,
});

function item(permalink: string, category: string, tags: string[], date: string | null): Item {
  return {permalink, category, tags, date};
}

const permalinks = (items: readonly Item[]) => items.map((i) => i.permalink);

describe('chooseRelated', () => {
  const current = item('/blog/mfa', 'Security', ['security', 'mfa', 'microsoft-365'], '2025-03-18');

  it('never offers the item itself, and offers at most three by default', () => {
    const items = [
      current,
      item('/blog/a', 'News', [], '2025-01-01'),
      item('/blog/b', 'News', [], '2025-02-01'),
      item('/blog/c', 'News', [], '2025-03-01'),
      item('/blog/d', 'News', [], '2025-04-01'),
    ];
    const chosen = chooseRelated(items, current, describeItem);
    expect(RELATED_READING_COUNT).toBe(3);
    expect(permalinks(chosen)).not.toContain('/blog/mfa');
    expect(chosen).toHaveLength(3);
  });

  it.each([
    [
      'puts the same main topic first, then more shared topics, then the latest',
      [
        item('/blog/newest-unrelated', 'News', ['windows-10'], '2025-09-01'),
        item('/blog/one-tag', 'Newsletter', ['security'], '2025-06-30'),
        item('/blog/two-tags', 'AI Strategy', ['security', 'microsoft-365'], '2025-01-14'),
        item('/blog/same-category', 'Security', [], '2024-01-01'),
      ],
      ['/blog/same-category', '/blog/two-tags', '/blog/one-tag'],
    ],
    [
      'fills the places left with the latest items when few share a topic',
      [
        item('/blog/old', 'News', [], '2023-01-01'),
        item('/blog/undated', 'News', [], null),
        item('/blog/related', 'News', ['mfa'], '2022-01-01'),
        item('/blog/new', 'News', [], '2025-08-01'),
      ],
      ['/blog/related', '/blog/new', '/blog/old'],
    ],
  ])('%s', (_behaviour, others, expected) => {
    expect(permalinks(chooseRelated([...others, current], current, describeItem))).toEqual(expected);
  });

  it('gives the same answer whatever the input order (ties fall to the address)', () => {
    const items = [
      item('/blog/b', 'News', ['security'], '2025-01-01'),
      item('/blog/a', 'News', ['security'], '2025-01-01'),
      item('/blog/c', 'News', ['security'], '2025-01-01'),
      item('/blog/d', 'News', ['security'], '2025-01-01'),
      current,
    ];
    const forward = permalinks(chooseRelated(items, current, describeItem));
    const backward = permalinks(chooseRelated([...items].reverse(), current, describeItem));
    expect(forward).toEqual(['/blog/a', '/blog/b', '/blog/c']);
    expect(backward).toEqual(forward);
  });

  it('counts a topic written twice once, and an empty main topic as no match', () => {
    const noCategory = item('/blog/x', '', ['security'], '2025-01-01');
    const items = [
      noCategory,
      item('/blog/repeats', '', ['mfa', 'mfa', 'mfa'], '2024-01-01'),
      item('/blog/two', '', ['security', 'mfa'], '2023-01-01'),
      item('/blog/also-empty', '', [], '2025-05-01'),
    ];
    const other = item('/blog/y', '', ['security', 'mfa'], '2025-01-01');
    expect(permalinks(chooseRelated([...items, other], other, describeItem, 2))).toEqual(['/blog/two', '/blog/x']);
  });

  it('returns what there is when the collection is small, and nothing for a count of zero', () => {
    const items = [current, item('/blog/only', 'News', [], '2025-01-01')];
    expect(permalinks(chooseRelated(items, current, describeItem))).toEqual(['/blog/only']);
    expect(chooseRelated(items, current, describeItem, 0)).toEqual([]);
    expect(chooseRelated([current], current, describeItem)).toEqual([]);
  });
});
