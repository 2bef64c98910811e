import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/layout/PageHero';
import Seo, {type SeoProps} from '@site/src/components/head/Seo';
import type {PageThemeId} from '@site/src/data/pageThemes';

interface Props extends SeoProps {
  theme: PageThemeId;
  eyebrow?: string;
  /** Visible page heading; defaults to the SEO title. */
  heading?: string;
  /** The text under the heading. */
  intro?: ReactNode;
  /** Show the meta description as the intro, for pages whose intro is the same sentence. */
  descriptionAsIntro?: boolean;
  heroActions?: ReactNode;
  children?: ReactNode;
}

/**
 * An inner page's SEO metadata, themed hero and body, inside a layout given around it: the docs
 * plugin's (a service page, as a case study, is a page of a docs instance, whose root renders the
 * layout).
 */
export function SitePageContent({
  theme,
  eyebrow,
  heading,
  intro,
  descriptionAsIntro = false,
  heroActions,
  children,
  ...seo
}: Props): ReactNode {
  const description = descriptionAsIntro && seo.description ? <p>{seo.description}</p> : intro;
  return (
    <>
      <Seo {...seo} />
      <main>
        <PageHero theme={theme} eyebrow={eyebrow} title={heading ?? seo.title ?? ''} description={description}>
          {heroActions}
        </PageHero>
        {children}
      </main>
    </>
  );
}

/** The shell of an inner page: the site's layout, SEO metadata, the themed hero and the page body. */
export default function SitePage(props: Props): ReactNode {
  return (
    <Layout>
      <SitePageContent {...props} />
    </Layout>
  );
}
