import type {ReactNode} from 'react';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import SitePage from '@site/src/components/layout/SitePage';
import PostCard from '@site/src/components/cards/PostCard';
import PostGrid from '@site/src/components/cards/PostGrid';
import BlogListPaginator from '@theme/BlogListPaginator';
import {postSummaryFromMetadata, splitBlogList} from '@site/src/lib/blogPosts';
import styles from './styles.module.css';
import {sitePages} from '@site/src/internals/siteData/navigation';

/**
 * /blog and its further pages, the blog plugin's `blogListComponent`: on the first page the
 * featured post (the config puts it first), then the other posts and links to the other pages.
 */
export default function BlogListPage({metadata, sidebar, items}: Props): ReactNode {
  const posts = items.map(({content}) => postSummaryFromMetadata(content.metadata));
  const split = splitBlogList(posts);
  const featured = metadata.page === 1 ? split.featured : undefined;
  const {others} = split;
  const title =
    metadata.page === 1
      ? sitePages.blog.title
      : translate(
          {
            id: 'blog.list.pageTitle',
            message: '{title}, page {page}',
            description: 'Browser title of a further page of the blog list, e.g. "Blog, page 2"',
          },
          {title: sitePages.blog.title, page: metadata.page},
        );
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.blogListPage}>
      <BlogListPageStructuredData metadata={metadata} sidebar={sidebar} items={items} />
      <SitePage
        theme="resources"
        title={title}
        eyebrow={translate({id: 'blog.list.eyebrow', message: 'Insights'})}
        heading={sitePages.blog.heading}
        description={metadata.blogDescription}
        keywords={translate({
          id: 'blog.list.keywords',
          message: 'IT blog, cybersecurity tips, Microsoft 365, AI for small business, Toronto managed IT',
          description: 'Meta keywords of the blog list page, separated by a comma and a space',
        }).split(', ')}
        descriptionAsIntro>
        <div className="container site-section">
          {featured && (
            <section
              aria-label={translate({id: 'blog.list.featuredLabel', message: 'Featured post'})}
              className={styles.featured}>
              <PostCard post={featured} featured priority />
            </section>
          )}
          <section aria-label={translate({id: 'blog.list.allPostsLabel', message: 'All posts'})}>
            <PostGrid posts={others} className="site-grid--auto" />
          </section>
          <BlogListPaginator metadata={metadata} />
        </div>
      </SitePage>
    </HtmlClassNameProvider>
  );
}
