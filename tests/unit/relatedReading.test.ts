import {chooseRelated, type RelatedTopics} from '@site/src/lib/relatedReading';

type Item = [permalink: string, category: string, tags: string[], date: string | null];

const describeItem = ([permalink, primary, topics, publishedAt]: Item): RelatedTopics => ({
  permalink,
  primary,
  topics,
  publishedAt,
});
const related = (items: Item[], current: Item, count?: number) =>
  chooseRelated([...items, current], current, describeItem, count).map(([permalink]) => permalink);

describe('what a reader is offered next', () => {
  const current: Item = ['/blog/mfa', 'Security', ['security', 'mfa', 'microsoft-365'], '2025-03-18'];

  it('the same main topic first, then more shared topics, then the latest; never the page itself, three at most', () => {
    const items: Item[] = [
      ['/blog/newest-unrelated', 'News', ['windows-10'], '2025-09-01'],
      ['/blog/one-tag', 'Newsletter', ['security'], '2025-06-30'],
      ['/blog/two-tags', 'AI Strategy', ['security', 'microsoft-365'], '2025-01-14'],
      ['/blog/same-category', 'Security', [], '2024-01-01'],
    ];
    expect(related(items, current)).toEqual(['/blog/same-category', '/blog/two-tags', '/blog/one-tag']);
  });

  it('the latest dated items fill the places left, ties falling to the address whatever the order', () => {
    const items: Item[] = [
      ['/blog/undated', 'News', [], null],
      ['/blog/b', 'News', [], '2025-01-01'],
      ['/blog/a', 'News', [], '2025-01-01'],
      ['/blog/related', 'News', ['mfa'], '2022-01-01'],
    ];
    expect(related(items, current)).toEqual(['/blog/related', '/blog/a', '/blog/b']);
    expect(related([...items].reverse(), current)).toEqual(['/blog/related', '/blog/a', '/blog/b']);
  });

  it('a topic written twice counts once, and an empty main topic matches nothing', () => {
    const other: Item = ['/blog/y', '', ['security', 'mfa'], '2025-01-01'];
    const items: Item[] = [
      ['/blog/x', '', ['security'], '2025-01-01'],
      ['/blog/repeats', '', ['mfa', 'mfa', 'mfa'], '2024-01-01'],
      ['/blog/two', '', ['security', 'mfa'], '2023-01-01'],
      ['/blog/also-empty', '', [], '2025-05-01'],
    ];
    expect(related(items, other, 2)).toEqual(['/blog/two', '/blog/x']);
  });

  it('what there is in a small collection', () => {
    expect(related([['/blog/only', 'News', [], '2025-01-01']], current)).toEqual(['/blog/only']);
    expect(related([], current)).toEqual([]);
  });
});
