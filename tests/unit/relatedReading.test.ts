import {
  chooseRelated,
  relatedReadingOf,
  RELATED_READING_COUNT,
  RELATED_READING_FIELD,
  relatedReadingWriter,
  withRelatedReading,
  type RelatedTopics,
} from '@site/src/lib/relatedReading';
import {CARD_RESULTS, toCaseStudyCard} from '@site/src/lib/caseStudyCard';
import {toPostCard, type PostSummary} from '@site/src/lib/blogPosts';
import type {CaseStudySummary} from '@site/src/lib/caseStudies';

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

describe("related items in an article's metadata", () => {
  it('adds the cards to a copy of the metadata and reads them back; none when missing or malformed', () => {
    const metadata = {permalink: '/blog/mfa', title: 'MFA'};
    const withCards = withRelatedReading(metadata, [{permalink: '/blog/a'}]);
    expect(metadata).not.toHaveProperty(RELATED_READING_FIELD);
    expect(relatedReadingOf(withCards)).toEqual([{permalink: '/blog/a'}]);
    expect(relatedReadingOf(metadata)).toEqual([]);
    expect(relatedReadingOf({[RELATED_READING_FIELD]: 'not a list'})).toEqual([]);
  });

  it("adds the cards to each article's metadata as the plugin writes it, and names one that never came", () => {
    const mfa = {source: '@site/blog/mfa.md', permalink: '/blog/mfa'};
    const backups = {source: '@site/blog/backups.md', permalink: '/blog/backups'};
    const writer = relatedReadingWriter([mfa, backups], new Map([['/blog/mfa', [{permalink: '/blog/backups'}]]]));
    expect(writer.firstMissed()).toBe(mfa);
    expect(relatedReadingOf(writer.addTo(mfa) as object)).toEqual([{permalink: '/blog/backups'}]);
    expect(writer.firstMissed()).toBe(backups);
    // An equal copy is not the plugin's own metadata object, and other data passes unchanged.
    const copy = {...backups};
    expect(writer.addTo(copy)).toBe(copy);
    expect(writer.addTo('{"a":1}')).toBe('{"a":1}');
    expect(writer.firstMissed()).toBe(backups);
    expect(relatedReadingOf(writer.addTo(backups) as object)).toEqual([]);
    expect(writer.firstMissed()).toBeUndefined();
  });

  it('ships only what a card shows', () => {
    const post: PostSummary = {
      id: 2,
      slug: 'mfa',
      permalink: '/blog/mfa',
      title: 'MFA',
      excerpt: 'How to set it up.',
      author: {name: 'Mathieu Lavoie', role: 'Security Lead'},
      publishedAt: '2025-03-18T13:00:00.000Z',
      readTime: 12,
      tags: ['security'],
      category: 'Security',
      image: '/img/blog/mfa.svg',
      imageAlt: 'A phone',
      featured: false,
    };
    expect(toPostCard(post)).toEqual({
      permalink: '/blog/mfa',
      title: 'MFA',
      excerpt: 'How to set it up.',
      author: {name: 'Mathieu Lavoie'},
      publishedAt: '2025-03-18T13:00:00.000Z',
      category: 'Security',
      image: '/img/blog/mfa.svg',
      imageAlt: 'A phone',
    });
    const study = {
      id: 1,
      slug: 'email',
      permalink: '/case-studies/email',
      title: 'Email',
      description: 'A migration.',
      client: 'A non-profit',
      categories: ['cloud-hosting-services'],
      service: 'Cloud & Hosting',
      image: '/img/x.svg',
      imageAlt: 'Envelopes',
      results: ['One', 'Two', 'Three'],
      challenge: 'Long text',
      solution: 'Long text',
      publishedAt: '2025-02-18',
    } as CaseStudySummary;
    const card = toCaseStudyCard(study);
    expect(Object.keys(card).sort()).toEqual(
      ['client', 'description', 'image', 'imageAlt', 'permalink', 'results', 'service', 'title'].sort(),
    );
    expect(card.results).toEqual(['One', 'Two'].slice(0, CARD_RESULTS));
  });
});
