/**
 * Wrapper (not an eject) of theme-classic's MDXPage: the markdown pages (terms, privacy) get the
 * same SEO and sharing tags as every React page, from their front matter, through the site's
 * one Seo component. Rendered after the original, so its tags win over the theme's defaults.
 */
import type {ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import Seo from '@site/src/components/Seo';

type Props = WrapperProps<typeof MDXPageType>;

export default function MDXPageWrapper(props: Props): ReactNode {
  const {metadata} = props.content;
  const {keywords} = metadata.frontMatter as {keywords?: string[]};
  return (
    <>
      <MDXPage {...props} />
      {/* An empty description fails the route sweep: every markdown page must set one. */}
      <Seo title={metadata.title} description={metadata.description ?? ''} keywords={keywords} />
    </>
  );
}
