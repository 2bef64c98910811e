import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogTagsPostsPage';
import SitePage from '@site/src/components/SitePage';
import PostGrid from '@site/src/components/PostGrid';
import {postSummaryFromMetadata} from '@site/src/lib/blogPosts';
import styles from '@site/src/components/BlogListPage/styles.module.css';

/** /blog/tags/{tag}, the blog plugin's `blogTagsPostsComponent`: the posts with one tag. */
export default function BlogTagsPostsPage({tag, items}: Props): ReactNode {
  const posts = items.map(({content}) => postSummaryFromMetadata(content.metadata));
  const count = `${tag.count} ${tag.count === 1 ? 'post' : 'posts'}`;
  return (
    <SitePage
      theme="resources"
      title={`Posts tagged #${tag.label}`}
      eyebrow="Blog"
      heading={`#${tag.label}`}
      description={`${count} tagged ${tag.label} on the Northbeam Technologies blog.`}
      noIndex
      intro={
        <p>
          {count} tagged #{tag.label}.
        </p>
      }>
      <div className="container site-section">
        <PostGrid posts={posts} className="site-grid--auto" />
        <p className={styles.more}>
          <Link to="/blog/tags">All tags</Link> · <Link to="/blog">All posts</Link>
        </p>
      </div>
    </SitePage>
  );
}
