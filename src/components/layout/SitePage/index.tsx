import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/layout/PageHero';
import Seo, {type SeoProps} from '@site/src/components/head/Seo';
import type {PageThemeId} from '@site/src/data/pageThemes';

interface Props extends SeoProps {
  theme: PageThemeId;
  eyebrow?: string;
  /** Defaults to the SEO title. */
  heading?: string;
  intro?: ReactNode;
  descriptionAsIntro?: boolean;
  heroActions?: ReactNode;
  children?: ReactNode;
}

/** An inner page without the layout, for pages of a docs instance (whose root renders it). */
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

/** An inner page: the layout, SEO metadata, the themed hero and the body. */
export default function SitePage(props: Props): ReactNode {
  return (
    <Layout>
      <SitePageContent {...props} />
    </Layout>
  );
}
