/**
 * Swizzled (wrapper): markdown pages (terms, privacy, accessibility) get the same SEO and sharing
 * tags as every React page, from their front matter, through the site's Seo component, rendered
 * after the theme's PageMetadata so that its tags win.
 */
import type {ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import Seo from '@site/src/components/head/Seo';

export default function MDXPageWrapper(props: Props): ReactNode {
  const {title, description, frontMatter} = props.content.metadata;
  return (
    <>
      <MDXPage {...props} />
      {/* An empty description fails the route sweep: every markdown page must set one. */}
      <Seo title={title} description={description ?? ''} keywords={frontMatter.keywords} />
    </>
  );
}
