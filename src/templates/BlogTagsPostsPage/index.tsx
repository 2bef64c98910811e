import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {Props} from '@theme/BlogTagsPostsPage';
import SitePage from '@site/src/components/layout/SitePage';
import PostGrid from '@site/src/components/cards/PostGrid';
import BlogListPaginator from '@theme/BlogListPaginator';
import {postSummaryFromMetadata} from '@site/src/lib/blogPosts';
import styles from '@site/src/templates/BlogListPage/styles.module.css';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {allPostsLabel, postCountForms} from '@site/src/components/sections/sharedLabels';
import {company} from '@site/src/internals/siteData/company';

/**
 * /blog/tags/{tag} and its further pages, the blog plugin's `blogTagsPostsComponent`: the page's
 * posts with one tag, then links to the other pages.
 */
export default function BlogTagsPostsPage({tag, items, listMetadata}: Props): ReactNode {
  const posts = items.map(({content}) => postSummaryFromMetadata(content.metadata));
  const {selectMessage} = usePluralForm();
  const count = selectMessage(tag.count, postCountForms(tag.count));
  return (
    <SitePage
      theme="resources"
      title={translate(
        {
          id: 'blog.tagPosts.title',
          message: 'Posts tagged #{tag}',
          description: 'Browser title of the page listing the blog posts with one tag',
        },
        {tag: tag.label},
      )}
      eyebrow={sitePages.blog.title}
      heading={`#${tag.label}`}
      description={translate(
        {
          id: 'blog.tagPosts.description',
          message: '{count} tagged {tag} on the {companyName} blog.',
          description: 'Meta description of a tag page; {count} is e.g. "3 posts", {companyName} the company name',
        },
        {count, tag: tag.label, companyName: company.name},
      )}
      noIndex
      intro={
        <p>
          {translate(
            {
              id: 'blog.tagPosts.intro',
              message: '{count} tagged #{tag}.',
              description: 'Intro of a tag page; {count} is e.g. "3 posts"',
            },
            {count, tag: tag.label},
          )}
        </p>
      }>
      <div className="container site-section">
        <PostGrid posts={posts} className="site-grid--auto" />
        <BlogListPaginator metadata={listMetadata} />
        <p className={styles.more}>
          <Link to="/blog/tags">{translate({id: 'blog.allTags', message: 'All tags'})}</Link> {'·'}{' '}
          <Link to="/blog">{allPostsLabel()}</Link>
        </p>
      </div>
    </SitePage>
  );
}
