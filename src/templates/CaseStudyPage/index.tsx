import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/DocItem';
import ArticleLayout, {ArticleActions} from '@site/src/components/layout/ArticleLayout';
import CaseStudyCard from '@site/src/components/cards/CaseStudyCard';
import ClosingCallToAction from '@site/src/components/sections/ClosingCallToAction';
import RelatedReading from '@site/src/components/sections/RelatedReading';
import {toIsoDate, type CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import {relatedCards} from '@site/src/lib/relatedReading';
import {caseStudies} from '@site/src/internals/caseStudies';
import {caseStudyCallToAction} from '@site/src/internals/siteData/articleCallToActions';
import {formatLongDate} from '@site/src/lib/dates';
import CaseStudyHead from './_parts/Head';
import CaseStudyHero from './_parts/Hero';
import CaseStudyFigure from './_parts/Figure';
import CaseStudyStory from './_parts/Story';
import CaseStudyMetrics from './_parts/Metrics';
import CaseStudyResults from './_parts/Results';
import CaseStudyPartnerSection from './_parts/Partner';
import styles from './styles.module.css';
import {successStoriesEyebrow} from '@site/src/components/sections/sharedLabels';

/**
 * /case-studies/{slug}, the `docItemComponent` of the case-studies docs instance.
 * Every section appears only when its data exists, in a fixed order; the parts are in `_parts/`.
 * It ends with related studies (chosen at build time by plugins/content-collections) and a call to action.
 */
export default function CaseStudyPage({content}: Props): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const study = content.frontMatter as unknown as CaseStudyFrontMatter;
  const published = formatLongDate(study.publishedAt, currentLocale);
  const publishedIso = toIsoDate(study.publishedAt);
  const related = relatedCards(caseStudies, content.metadata.permalink);

  return (
    <>
      <CaseStudyHead study={study} permalink={content.metadata.permalink} publishedIso={publishedIso} />
      <ArticleLayout
        listPath="/case-studies"
        backLabel={translate({
          id: 'caseStudy.back',
          message: 'Back to Case Studies',
          description: 'Link above a case study back to the case studies list',
        })}
        wide
        end={
          <>
            {related.length > 0 && (
              <RelatedReading
                id="related-case-studies-title"
                eyebrow={successStoriesEyebrow()}
                title={translate({
                  id: 'caseStudy.related.title',
                  message: 'More Case Studies',
                  description: 'Heading of the related case studies at the end of a case study',
                })}>
                {related.map((relatedStudy) => (
                  <li key={relatedStudy.permalink}>
                    <CaseStudyCard study={relatedStudy} headingLevel={3} />
                  </li>
                ))}
              </RelatedReading>
            )}
            <ClosingCallToAction id="case-study-call-to-action" callToAction={caseStudyCallToAction} />
          </>
        }>
        <CaseStudyHero study={study} published={published} publishedIso={publishedIso} />
        <CaseStudyFigure study={study} />
        <CaseStudyStory study={study} content={content} />
        <CaseStudyMetrics study={study} />
        <CaseStudyResults study={study} />
        {study.partner && <CaseStudyPartnerSection partner={study.partner} />}

        <footer className={styles.footer}>
          <ArticleActions
            listPath="/case-studies"
            listLabel={translate({
              id: 'caseStudy.allCaseStudies',
              message: 'All case studies',
              description: 'Button at the end of a case study back to the list',
            })}
          />
        </footer>
      </ArticleLayout>
    </>
  );
}
