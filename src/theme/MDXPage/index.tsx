/** Swizzled (wrapper): markdown pages get the site's Seo tags, after the theme's so that they win. */
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
