/**
 * Swizzled (ejected): the /blog list page as a site page with the site's hero instead of the
 * classic blog layout and its sidebar. Keeps the plugin's structured data.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import SitePage from '@site/src/components/SitePage';

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items} = props;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.blogListPage}>
      <BlogListPageStructuredData {...props} />
      <SitePage
        theme="resources"
        title="Blog"
        eyebrow="Insights"
        heading="Blog & Insights"
        description={metadata.blogDescription}
        intro={<p>{metadata.blogDescription}</p>}>
        <section className="container site-section" aria-label="Articles">
          <ul>
            {items.map(({content}) => (
              <li key={content.metadata.permalink}>
                <Link to={content.metadata.permalink}>{content.metadata.title}</Link>
                <p>{content.metadata.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </SitePage>
    </HtmlClassNameProvider>
  );
}
