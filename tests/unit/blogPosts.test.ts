import {featuredPostFirst, getLatestPosts, splitBlogList} from '@site/src/lib/blogPosts';

const posts = [
  {slug: 'mfa-setup-quick-tip', publishedAt: '2025-03-18T13:00:00.000Z', featured: false},
  {slug: '2025-year-of-ai-enabled-smbs', publishedAt: '2025-01-14T14:00:00.000Z', featured: true},
  {slug: 'tech-pulse-june-2025', publishedAt: '2025-06-30T13:00:00.000Z', featured: false},
  {slug: 'older-post', publishedAt: '2024-11-02T13:00:00.000Z', featured: false},
];
const slugs = (items: readonly {slug: string}[]) => items.map(({slug}) => slug);

describe('the posts a visitor is shown', () => {
  it('latest: newest first, 3 by default, the list itself left in its order', () => {
    expect(slugs(getLatestPosts(posts))).toEqual([
      'tech-pulse-june-2025',
      'mfa-setup-quick-tip',
      '2025-year-of-ai-enabled-smbs',
    ]);
    expect(posts[0]!.slug).toBe('mfa-setup-quick-tip');
  });

  it('on /blog: the first featured post leads, every other post in the grid', () => {
    const {featured, others} = splitBlogList(posts);
    expect(featured?.slug).toBe('2025-year-of-ai-enabled-smbs');
    expect(slugs(others)).toEqual(['mfa-setup-quick-tip', 'tech-pulse-june-2025', 'older-post']);
    expect(splitBlogList(others).featured).toBeUndefined();
  });

  it('on /blog: an old featured post is moved onto the first of 12-post pages, the others keeping their order', () => {
    const many = Array.from({length: 30}, (_, i) => ({slug: `p${i}`, featured: i === 20 || i === 25}));
    const ordered = featuredPostFirst(many, (post) => post.featured);
    expect(slugs(ordered.slice(0, 3))).toEqual(['p20', 'p0', 'p1']);
    expect(splitBlogList(ordered.slice(0, 12)).featured?.slug).toBe('p20');
    expect(featuredPostFirst([], (post: {featured: boolean}) => post.featured)).toEqual([]);
  });
});
