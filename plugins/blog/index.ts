import * as blogPluginExports from '@docusaurus/plugin-content-blog';
import type {BlogContent, BlogPaginatedMetadata, BlogSidebar, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import type {Props as TagPageProps} from '@theme/BlogTagsPostsPage';
import {
  postSummaryFromMetadata,
  toListedPostMetadata,
  toPostCard,
  type ListedPostMetadata,
  type PostCardData,
  type PostSummary,
} from '../../src/lib/blogPosts';
import {chooseRelated, relatedReadingWriter} from '../../src/lib/relatedReading';

/** The list page's prop with its posts (replacing the blog plugin's `items` modules). */
const LIST_POSTS_PROP = 'posts';

/** Props of the /blog list pages (`blogListComponent`). */
export interface BlogListRouteProps {
  readonly sidebar: BlogSidebar;
  readonly metadata: BlogPaginatedMetadata;
  readonly posts: readonly ListedPostMetadata[];
}

/** Props of the tag pages (`blogTagsPostsComponent`). */
export interface BlogTagRouteProps {
  readonly sidebar: BlogSidebar;
  readonly tag: TagPageProps['tag'];
  readonly listMetadata: BlogPaginatedMetadata;
  readonly posts: readonly ListedPostMetadata[];
}

/**
 * The source paths of the posts a list route names in its `items` module: the blog plugin's
 * `[{content: {__import: true, path, query: {truncated: true}}}]`. Throws on any other shape,
 * so an upgrade that changes it fails the build instead of listing nothing.
 */
export function listedPostSources(route: RouteConfig): string[] {
  const items = route.modules?.items;
  if (!Array.isArray(items)) {
    throw new Error(`blog: the list route ${route.path} has no "items" module to replace.`);
  }
  return items.map((item) => {
    const content = item.content;
    if (typeof content !== 'object' || Array.isArray(content) || typeof content.path !== 'string') {
      throw new Error(`blog: an item of the list route ${route.path} does not name a post.`);
    }
    return content.path;
  });
}

/**
 * The posts to offer at the end of each post, by its permalink: the same category, then shared
 * tags, then the latest (chooseRelated), among the listed posts (never a draft, never itself).
 */
export function relatedPostsByPermalink(posts: readonly BlogContent['blogPosts'][number][]): Map<string, PostCardData[]> {
  const listed = posts.filter(({metadata}) => !metadata.unlisted).map(({metadata}) => postSummaryFromMetadata(metadata));
  const describe = (post: PostSummary) => ({
    permalink: post.permalink,
    primary: post.category,
    topics: post.tags,
    publishedAt: post.publishedAt,
  });
  return new Map(
    posts.map(({metadata}) => {
      const post = postSummaryFromMetadata(metadata);
      return [post.permalink, chooseRelated(listed, post, describe).map(toPostCard)];
    }),
  );
}

/**
 * Docusaurus's blog plugin, wrapped (as docusaurus.io wraps it for its changelog) so that each
 * list page (/blog and its further pages, each tag page) gets its posts' card data in its route
 * props, instead of one module per post holding the post's Markdown excerpt and full metadata.
 * The route table in the entry bundle names every route's modules: with one excerpt module per
 * post, every page of the site grew with every post, and no list template renders an excerpt.
 * Each post's own metadata module (which its page already loads) also carries the card data of
 * its related posts, so a post page gains no module and no page ships every post.
 * Everything else (post pages, feeds, tags, translations) is the blog plugin's own.
 */
export default async function blogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const blog = await blogPluginExports.default(context, options);
  const {contentLoaded} = blog;
  if (!contentLoaded) {
    throw new Error('blog: the blog plugin no longer adds its routes in contentLoaded.');
  }
  const listComponents = new Set([options.blogListComponent, options.blogTagsPostsComponent]);
  return {
    ...blog,
    async contentLoaded(args) {
      const {content, actions} = args;
      const metadataBySource = new Map(content.blogPosts.map(({metadata}) => [metadata.source, metadata]));
      /** A list route with its posts' card data in its props, in place of the excerpt modules. */
      function withListedPosts(route: RouteConfig): RouteConfig {
        const posts = listedPostSources(route).map((source) => {
          const metadata = metadataBySource.get(source);
          if (!metadata) {
            throw new Error(`blog: the list route ${route.path} names an unknown post ${source}.`);
          }
          return toListedPostMetadata(metadata);
        });
        // Core writes a route's props as one data module, which the list route already had: no
        // module is added, and none is named per post.
        const {items: _excerpts, ...modules} = route.modules ?? {};
        return {...route, modules, props: {...route.props, [LIST_POSTS_PROP]: posts}};
      }
      const relatedReading = relatedReadingWriter(
        content.blogPosts.map(({metadata}) => metadata),
        relatedPostsByPermalink(content.blogPosts),
      );
      const blogActions: PluginContentLoadedActions = {
        ...actions,
        addRoute: (route) => actions.addRoute(listComponents.has(route.component) ? withListedPosts(route) : route),
        createData: (name, data) => actions.createData(name, relatedReading.addTo(data)),
      };
      await contentLoaded({...args, actions: blogActions});
      const missed = relatedReading.firstMissed();
      if (missed) {
        throw new Error(
          `blog: the blog plugin no longer writes each post's metadata with createData; no related posts for ${missed.source}.`,
        );
      }
    },
  };
}

export const {validateOptions} = blogPluginExports;
