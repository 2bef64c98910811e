import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import Seo, {type SeoProps} from '@site/src/components/Seo';
import type {PageThemeId} from '@site/src/data/pageThemes';

interface Props extends SeoProps {
  theme: PageThemeId;
  eyebrow?: string;
  /** Visible page heading; defaults to the SEO title. */
  heading?: string;
  intro?: ReactNode;
  heroActions?: ReactNode;
  children?: ReactNode;
}

/** The shell of an inner page: SEO metadata, the themed hero and the page body. */
export default function SitePage({theme, eyebrow, heading, intro, heroActions, children, ...seo}: Props): ReactNode {
  return (
    <Layout>
      <Seo {...seo} />
      <main>
        <PageHero theme={theme} eyebrow={eyebrow} title={heading ?? seo.title ?? ''} description={intro}>
          {heroActions}
        </PageHero>
        {children}
      </main>
    </Layout>
  );
}
