/** Blog-post summaries (plugins/content-collections makes them) and their helpers. */

/** A post's validated front matter; a type alias, so it fits where any front-matter record does. */
export type BlogPostFrontMatter = {
  postId: number;
  title: string;
  slug: string;
  description: string;
  /** Author keys of blog/authors.yml. */
  authors: string | string[];
  date: Date;
  category: string;
  readTime: number;
  featured: boolean;
  tags: string[];
  image: string;
  imageAlt: string;
  keywords?: string[];
};

/** What list pages and the home page need for a post card. */
export interface PostSummary {
  id: number;
  slug: string;
  permalink: string;
  title: string;
  excerpt: string;
  author: {name: string; role: string};
  /** ISO date-time. */
  publishedAt: string;
  readTime: number;
  tags: string[];
  category: string;
  image: string;
  imageAlt: string;
  featured: boolean;
}

/** What a post card shows. */
export type PostCardData = Pick<
  PostSummary,
  'permalink' | 'title' | 'excerpt' | 'publishedAt' | 'category' | 'image' | 'imageAlt'
> & {author: {name: string}};

/** A summary cut to what its card shows (a post's related posts ship nothing else). */
export function toPostCard({
  permalink,
  title,
  excerpt,
  author,
  publishedAt,
  category,
  image,
  imageAlt,
}: PostSummary): PostCardData {
  return {permalink, title, excerpt, author: {name: author.name}, publishedAt, category, image, imageAlt};
}

/** The `count` most recent posts by publishedAt, newest first (3 unless asked otherwise). */
export function getLatestPosts<T extends Pick<PostSummary, 'publishedAt'>>(posts: readonly T[], count = 3): T[] {
  return [...posts].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt)).slice(0, Math.max(0, count));
}

/** The /blog layout: the first featured post on top, then the posts not featured. */
export function splitBlogList<T extends Pick<PostSummary, 'featured'>>(
  posts: readonly T[],
): {featured: T | undefined; others: T[]} {
  const featured = posts.find((post) => post.featured);
  return {featured, others: posts.filter((post) => post !== featured && !post.featured)};
}

/** The first (newest) featured post moved to the front, so the paginated list shows it on page one. */
export function featuredPostFirst<T>(posts: readonly T[], isFeatured: (post: T) => boolean): T[] {
  const featured = posts.find(isFeatured);
  return featured === undefined ? [...posts] : [featured, ...posts.filter((post) => post !== featured)];
}

/** The parts of the blog plugin's post metadata that a summary is built from. */
export interface BlogPostMetadataLike {
  permalink: string;
  title: string;
  description: string;
  date: string | Date;
  authors: readonly {name?: string; title?: string}[];
  tags: readonly {label: string}[];
  frontMatter: Record<string, unknown>;
}

/** A post summary from the blog plugin's metadata (front matter already validated at build time). */
export function postSummaryFromMetadata(metadata: BlogPostMetadataLike): PostSummary {
  const fm = metadata.frontMatter;
  const author = metadata.authors[0];
  return {
    id: Number(fm.postId),
    slug: String(fm.slug ?? metadata.permalink.split('/').pop()),
    permalink: metadata.permalink,
    title: metadata.title,
    excerpt: metadata.description,
    author: {name: author?.name ?? '', role: author?.title ?? ''},
    publishedAt: new Date(metadata.date).toISOString(),
    readTime: Number(fm.readTime),
    tags: metadata.tags.map((tag) => tag.label),
    category: String(fm.category ?? ''),
    image: String(fm.image ?? ''),
    imageAlt: String(fm.imageAlt ?? ''),
    featured: fm.featured === true,
  };
}
