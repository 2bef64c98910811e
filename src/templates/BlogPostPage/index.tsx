import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import {CalendarDays, Clock} from 'lucide-react';
import ArticleLayout, {ArticleActions, ArticleTitle} from '@site/src/components/layout/ArticleLayout';
import JsonLd from '@site/src/components/head/JsonLd';
import Seo from '@site/src/components/head/Seo';
import ZoomableImage from '@site/src/components/ui/ZoomableImage';
import PostCard from '@site/src/components/cards/PostCard';
import ClosingCallToAction from '@site/src/components/sections/ClosingCallToAction';
import RelatedReading from '@site/src/components/sections/RelatedReading';
import {postSummaryFromMetadata} from '@site/src/lib/blogPosts';
import {relatedCards} from '@site/src/lib/relatedReading';
import {posts} from '@site/src/internals/posts';
import {postCallToAction} from '@site/src/internals/siteData/articleCallToActions';
import {formatLongDate} from '@site/src/lib/dates';
import {completeArticle} from '@site/src/lib/structuredData';
import {company} from '@site/src/internals/siteData/company';
import styles from './styles.module.css';
import {allPostsLabel, insightsEyebrow, readTimeLabel} from '@site/src/components/sections/sharedLabels';

/** The plugin's BlogPosting structured data, completed with the publisher and dates. */
function PostStructuredData(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const data = completeArticle(
    useBlogPostStructuredData() as unknown as Record<string, unknown>,
    company,
    siteConfig.url,
  );
  return <JsonLd data={data} />;
}

/** /blog/{slug}, the blog plugin's `blogPostComponent`; then related posts and a call to action. */
export default function BlogPostPage({content: Content}: Props): ReactNode {
  const {metadata, frontMatter} = Content;
  const post = postSummaryFromMetadata(metadata);
  const {currentLocale} = useDocusaurusContext().i18n;
  const keywords = Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : post.tags;
  const related = relatedCards(posts, post.permalink);
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <HtmlClassNameProvider className={ThemeClassNames.page.blogPostPage}>
        <PostStructuredData />
        <Layout>
          <Seo title={post.title} description={post.excerpt} keywords={keywords} type="article">
            <meta property="article:published_time" content={post.publishedAt} />
            <meta property="article:section" content={post.category} />
            {post.tags.map((tag) => (
              <meta key={tag} property="article:tag" content={tag} />
            ))}
          </Seo>
          <ArticleLayout
            listPath="/blog"
            backLabel={translate({id: 'blog.post.back', message: 'Back to Blog'})}
            end={
              <>
                {related.length > 0 && (
                  <RelatedReading
                    id="related-posts-title"
                    eyebrow={insightsEyebrow()}
                    title={translate({id: 'blog.post.related.title', message: 'Keep Reading'})}>
                    {related.map((relatedPost) => (
                      <li key={relatedPost.permalink}>
                        <PostCard post={relatedPost} headingLevel={3} />
                      </li>
                    ))}
                  </RelatedReading>
                )}
                <ClosingCallToAction id="post-call-to-action" callToAction={postCallToAction} />
              </>
            }>
            <header className={styles.header}>
              <p className={clsx('site-pill', styles.category)}>{post.category}</p>
              <ArticleTitle>{post.title}</ArticleTitle>
              <p className={styles.excerpt}>{post.excerpt}</p>
              {/* The byline is left out of the search index, whose snippets read as sentences. */}
              <div className={styles.meta} data-search-exclude="">
                <p className={styles.author}>
                  <span className={styles.authorName}>{post.author.name}</span>
                  {post.author.role && <span className={styles.authorRole}>{post.author.role}</span>}
                </p>
                <p className={styles.facts}>
                  <span>
                    <CalendarDays size={16} aria-hidden="true" />
                    <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, currentLocale)}</time>
                  </span>
                  <span>
                    <Clock size={16} aria-hidden="true" />
                    {readTimeLabel(post.readTime)}
                  </span>
                </p>
              </div>
            </header>
            <ZoomableImage
              src={post.image}
              alt={post.imageAlt}
              width={1200}
              height={630}
              priority
              className={styles.image}
            />
            <div className="markdown">
              <MDXContent>
                <Content />
              </MDXContent>
            </div>
            <footer className={styles.footer}>
              {metadata.tags.length > 0 && (
                <ul className={styles.tags} aria-label={translate({id: 'blog.post.tagsLabel', message: 'Tags'})}>
                  {metadata.tags.map((tag) => (
                    <li key={tag.permalink}>
                      <Link to={tag.permalink} className="site-pill">
                        #{tag.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <ArticleActions listPath="/blog" listLabel={allPostsLabel()} />
            </footer>
          </ArticleLayout>
        </Layout>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
