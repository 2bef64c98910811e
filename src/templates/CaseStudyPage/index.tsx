import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/DocItem';
import ArticleLayout, {ArticleActions} from '@site/src/components/layout/ArticleLayout';
import {toIsoDate, type CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import {formatLongDate} from '@site/src/lib/dates';
import CaseStudyHead from './_parts/Head';
import CaseStudyHero from './_parts/Hero';
import CaseStudyFigure from './_parts/Figure';
import CaseStudyStory from './_parts/Story';
import CaseStudyMetrics from './_parts/Metrics';
import CaseStudyResults from './_parts/Results';
import CaseStudyPartnerSection from './_parts/Partner';
import styles from './styles.module.css';

/**
 * /case-studies/{slug}, the `docItemComponent` of the case-studies docs instance.
 * Every section appears only when its data exists, in a fixed order; the parts are in `_parts/`.
 */
export default function CaseStudyPage({content}: Props): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const study = content.frontMatter as unknown as CaseStudyFrontMatter;
  const published = formatLongDate(study.publishedAt, currentLocale);
  const publishedIso = toIsoDate(study.publishedAt);

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
        wide>
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
