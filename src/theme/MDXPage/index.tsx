/**
 * Ejected from theme-classic's MDXPage (a small leaf page), with two changes:
 * - the markdown pages (terms, privacy) get the same SEO and sharing tags as every React page,
 *   from their front matter, through the site's one Seo component, rendered after the theme's
 *   PageMetadata so that its tags win;
 * - the `<article>` body is a StaticBody: on the first load React adopts the prerendered markup
 *   instead of hydrating the long legal text node by node (mobile Total Blocking Time).
 * Everything else is the original, public imports only.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import ContentVisibility from '@theme/ContentVisibility';
import EditMetaRow from '@theme/EditMetaRow';
import type {Props} from '@theme/MDXPage';
import Seo from '@site/src/components/head/Seo';
import StaticBody from '@site/src/components/ui/StaticBody';
import styles from './styles.module.css';

export default function MDXPage(props: Props): ReactNode {
  const {content: MDXPageContent} = props;
  const {metadata, assets} = MDXPageContent;
  const {title, editUrl, description, frontMatter, lastUpdatedBy, lastUpdatedAt} = metadata;
  const {keywords, wrapperClassName, hide_table_of_contents: hideTableOfContents} = frontMatter;
  const image = assets.image ?? frontMatter.image;
  const canDisplayEditMetaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);
  return (
    <>
      <HtmlClassNameProvider
        className={clsx(wrapperClassName ?? ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
        <Layout>
          <PageMetadata title={title} description={description} keywords={keywords} image={image} />
          <main className="container container--fluid margin-vert--lg">
            <div className={clsx('row', styles.mdxPageWrapper)}>
              <div className={clsx('col', !hideTableOfContents && 'col--8')}>
                <ContentVisibility metadata={metadata} />
                <StaticBody as="article">
                  <MDXContent>
                    <MDXPageContent />
                  </MDXContent>
                </StaticBody>
                {canDisplayEditMetaRow && (
                  <EditMetaRow
                    className={clsx('margin-top--sm', ThemeClassNames.pages.pageFooterEditMetaRow)}
                    editUrl={editUrl}
                    lastUpdatedAt={lastUpdatedAt}
                    lastUpdatedBy={lastUpdatedBy}
                  />
                )}
              </div>
              {!hideTableOfContents && MDXPageContent.toc.length > 0 && (
                <div className="col col--2">
                  <TOC
                    toc={MDXPageContent.toc}
                    minHeadingLevel={frontMatter.toc_min_heading_level}
                    maxHeadingLevel={frontMatter.toc_max_heading_level}
                  />
                </div>
              )}
            </div>
          </main>
        </Layout>
      </HtmlClassNameProvider>
      {/* An empty description fails the route sweep: every markdown page must set one. */}
      <Seo title={title} description={description ?? ''} keywords={keywords} />
    </>
  );
}
