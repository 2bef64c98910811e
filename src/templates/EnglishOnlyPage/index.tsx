import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import SitePage from '@site/src/components/layout/SitePage';
import PlainLink from '@site/src/components/ui/PlainLink';
import {buttonClass} from '@site/src/components/ui/Button';

export interface EnglishOnlyPageProps {
  /** Site path of the English page, without a locale prefix (`/brand-guidelines`). */
  englishPath: string;
  /** An internal page (the brand guidelines), or a post or case study not translated yet. */
  reason: 'internal' | 'untranslated';
}

/**
 * What another locale shows in place of a page that exists in English only (the brand
 * guidelines, a post or case study without its translation): a short notice and a link to the
 * English page. A plain link, because `Link` would keep the visitor in the current locale.
 */
export default function EnglishOnlyPage({englishPath, reason}: EnglishOnlyPageProps): ReactNode {
  const title = translate({id: 'englishOnly.title', message: 'Available in English only'});
  const untranslated = translate({
    id: 'englishOnly.untranslated',
    message: 'This page is available in English only for now.',
  });
  return (
    <SitePage
      theme="resources"
      title={title}
      description={
        reason === 'internal'
          ? translate({id: 'englishOnly.description', message: 'This internal page is available in English only.'})
          : untranslated
      }
      noIndex
      intro={
        <p>
          {reason === 'internal' ? (
            <Translate id="englishOnly.intro">
              Our brand guidelines are an internal resource for our team and partners, published in English only.
            </Translate>
          ) : (
            untranslated
          )}
        </p>
      }
      heroActions={
        <PlainLink
          href={englishPath}
          hrefLang="en-CA"
          className={buttonClass({variant: 'primary', context: 'hero', onDark: true})}>
          <Translate id="englishOnly.link">Open the English version</Translate>
        </PlainLink>
      }
    />
  );
}
