import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import SitePage from '@site/src/components/layout/SitePage';
import PlainLink from '@site/src/components/ui/PlainLink';
import {buttonClass} from '@site/src/components/ui/Button';

export interface EnglishOnlyPageProps {
  /** Site path of the English page, without a locale prefix (`/brand-guidelines`). */
  englishPath: string;
}

/**
 * What another locale shows in place of an internal page that exists in English only (the brand
 * guidelines): a short notice and a link to the English page. A plain link, because `Link`
 * would keep the visitor in the current locale.
 */
export default function EnglishOnlyPage({englishPath}: EnglishOnlyPageProps): ReactNode {
  const title = translate({
    id: 'englishOnly.title',
    message: 'Available in English only',
    description: 'Heading of the notice shown in place of an internal page that is not translated',
  });
  return (
    <SitePage
      theme="resources"
      title={title}
      description={translate({
        id: 'englishOnly.description',
        message: 'This internal page is available in English only.',
        description: 'Meta description of the English-only notice page',
      })}
      noIndex
      intro={
        <p>
          <Translate id="englishOnly.intro" description="Intro of the English-only notice page">
            Our brand guidelines are an internal resource for our team and partners, published in English only.
          </Translate>
        </p>
      }
      heroActions={
        <PlainLink
          href={englishPath}
          hrefLang="en-CA"
          className={buttonClass({variant: 'primary', context: 'hero', onDark: true})}>
          <Translate id="englishOnly.link" description="Link from the English-only notice to the English page">
            Open the English version
          </Translate>
        </PlainLink>
      }
    />
  );
}
