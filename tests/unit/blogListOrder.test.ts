import {featuredPostFirst, splitBlogList} from '@site/src/lib/blogPosts';

interface Post {
  slug: string;
  featured: boolean;
}
const isFeatured = (post: Post) => post.featured === true;

describe('featuredPostFirst (the blog list order, so the featured post leads the first page)', () => {
  it('moves the first featured post to the front and keeps the others in their order', () => {
    const posts: Post[] = [
      {slug: 'a', featured: false},
      {slug: 'b', featured: false},
      {slug: 'c', featured: true},
      {slug: 'd', featured: true},
    ];
    expect(featuredPostFirst(posts, isFeatured).map((post) => post.slug)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('leaves a list without a featured post as it is, and does not change its argument', () => {
    const posts: Post[] = [
      {slug: 'a', featured: false},
      {slug: 'b', featured: false},
    ];
    const ordered = featuredPostFirst(posts, isFeatured);
    expect(ordered).toEqual(posts);
    expect(ordered).not.toBe(posts);
    expect(featuredPostFirst([], isFeatured)).toEqual([]);
  });

  it('puts an old featured post on the first of 12-post pages', () => {
    const posts: Post[] = Array.from({length: 30}, (_, i) => ({slug: `p${i}`, featured: i === 20}));
    const firstPage = featuredPostFirst(posts, isFeatured).slice(0, 12);
    expect(splitBlogList(firstPage).featured?.slug).toBe('p20');
  });
});
