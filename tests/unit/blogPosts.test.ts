import {getLatestPosts, postSummaryFromMetadata, splitBlogList} from '@site/src/lib/blogPosts';

const posts = [
  {slug: 'mfa-setup-quick-tip', publishedAt: '2025-03-18T13:00:00.000Z', featured: false},
  {slug: '2025-year-of-ai-enabled-smbs', publishedAt: '2025-01-14T14:00:00.000Z', featured: true},
  {slug: 'tech-pulse-june-2025', publishedAt: '2025-06-30T13:00:00.000Z', featured: false},
  {slug: 'older-post', publishedAt: '2024-11-02T13:00:00.000Z', featured: false},
];

describe('blog data helpers', () => {
  it('returns the latest posts by publishedAt, newest first, 3 by default', () => {
    expect(getLatestPosts(posts).map((p) => p.slug)).toEqual([
      'tech-pulse-june-2025',
      'mfa-setup-quick-tip',
      '2025-year-of-ai-enabled-smbs',
    ]);
    expect(getLatestPosts(posts, 1).map((p) => p.slug)).toEqual(['tech-pulse-june-2025']);
    expect(getLatestPosts(posts, 10)).toHaveLength(4);
    // The input is not reordered.
    expect(posts[0]!.slug).toBe('mfa-setup-quick-tip');
  });

  it('puts the first featured post first on /blog and every non-featured post in the grid', () => {
    const {featured, others} = splitBlogList(posts);
    expect(featured?.slug).toBe('2025-year-of-ai-enabled-smbs');
    expect(others.map((p) => p.slug)).toEqual(['mfa-setup-quick-tip', 'tech-pulse-june-2025', 'older-post']);
    expect(splitBlogList(posts.filter((p) => !p.featured)).featured).toBeUndefined();
  });

  it('builds a summary from the blog plugin metadata, with the author role from authors.yml', () => {
    const summary = postSummaryFromMetadata({
      permalink: '/blog/mfa-setup-quick-tip',
      title: 'Quick Tip',
      description: 'Excerpt',
      date: '2025-03-18T13:00:00.000Z',
      authors: [{name: 'Mathieu Lavoie', title: 'Cybersecurity Lead'}],
      tags: [{label: 'security'}, {label: 'mfa'}],
      frontMatter: {
        postId: 12,
        slug: 'mfa-setup-quick-tip',
        category: 'Security',
        readTime: 12,
        image: '/img/x.svg',
        imageAlt: 'Alt',
      },
    });
    expect(summary).toEqual({
      id: 12,
      slug: 'mfa-setup-quick-tip',
      permalink: '/blog/mfa-setup-quick-tip',
      title: 'Quick Tip',
      excerpt: 'Excerpt',
      author: {name: 'Mathieu Lavoie', role: 'Cybersecurity Lead'},
      publishedAt: '2025-03-18T13:00:00.000Z',
      readTime: 12,
      tags: ['security', 'mfa'],
      category: 'Security',
      image: '/img/x.svg',
      imageAlt: 'Alt',
      featured: false,
    });
  });
});
