import type {ReactNode} from 'react';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import SitePage from '@site/src/components/SitePage';
import PostCard from '@site/src/components/PostCard';
import PostGrid from '@site/src/components/PostGrid';
import {postSummaryFromMetadata, splitBlogList} from '@site/src/lib/blogPosts';
import styles from './styles.module.css';

/**
 * /blog, the blog plugin's `blogListComponent`: the featured post first, then a grid
 * of every non-featured post. Keeps the plugin's Blog structured data; the feeds are unchanged.
 */
export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items} = props;
  const posts = items.map(({content}) => postSummaryFromMetadata(content.metadata));
  const {featured, others} = splitBlogList(posts);
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.blogListPage}>
      <BlogListPageStructuredData {...props} />
      <SitePage
        theme="resources"
        title="Blog"
        eyebrow="Insights"
        heading="Blog & Insights"
        description={metadata.blogDescription}
        keywords={['IT blog', 'cybersecurity tips', 'Microsoft 365', 'AI for small business', 'Toronto managed IT']}
        descriptionAsIntro>
        <div className="container site-section">
          {featured && (
            <section aria-label="Featured post" className={styles.featured}>
              <PostCard post={featured} featured priority />
            </section>
          )}
          <section aria-label="All posts">
            <PostGrid posts={others} className="site-grid--auto" />
          </section>
        </div>
      </SitePage>
    </HtmlClassNameProvider>
  );
}
