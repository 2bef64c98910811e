import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import caseStudies from '@site/src/internals/caseStudySummaries';
import CaseStudyCard from '@site/src/components/cards/CaseStudyCard';
import HomePreview from '../HomePreview';
import {sitePages} from '@site/src/internals/siteData/navigation';

/**
 * The home page's case-studies section: a heading and a card per study (each card
 * shows its first 2 results). Drop it into any page; the data ships only with the pages that
 * use it.
 */
export default function HomeCaseStudies(): ReactNode {
  return (
    <HomePreview
      tinted
      id="home-case-studies-title"
      eyebrow={translate({
        id: 'home.caseStudies.eyebrow',
        message: 'Success Stories',
        description: 'Eyebrow of the home case studies section',
      })}
      title={sitePages['case-studies'].title}
      intro={translate({
        id: 'home.caseStudies.intro',
        message: 'Real projects with measurable results for Canadian businesses and non-profits.',
        description: 'Intro of the home case studies section',
      })}
      more={{
        to: '/case-studies',
        label: translate({
          id: 'home.caseStudies.more',
          message: 'View All Case Studies',
          description: 'Button from the home page to the case studies list',
        }),
      }}>
      {caseStudies.map((study) => (
        <li key={study.slug}>
          <CaseStudyCard study={study} headingLevel={3} />
        </li>
      ))}
    </HomePreview>
  );
}
