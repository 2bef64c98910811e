import type {ReactNode} from 'react';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import SitePage from '@site/src/components/SitePage';
import PostCard from '@site/src/components/PostCard';
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
        intro={<p>{metadata.blogDescription}</p>}>
        <div className="container site-section">
          {featured && (
            <section aria-label="Featured post" className={styles.featured}>
              <PostCard post={featured} featured priority />
            </section>
          )}
          <section aria-label="All posts">
            <ul className={'site-grid site-grid--auto'}>
              {others.map((post) => (
                <li key={post.permalink}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        </div>
      </SitePage>
    </HtmlClassNameProvider>
  );
}
