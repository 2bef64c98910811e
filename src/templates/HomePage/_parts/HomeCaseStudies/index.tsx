import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CaseStudyCard from '@site/src/components/cards/CaseStudyCard';
import HomePreview from '../HomePreview';
import {sitePages} from '@site/src/internals/siteData/navigation';
import type {CaseStudyCardData} from '@site/src/lib/caseStudyCard';
import {successStoriesEyebrow} from '@site/src/components/sections/sharedLabels';

/**
 * The home page's case-studies section: a heading and a card per study it is given, the newest
 * (each card shows its first 2 results), then a link to the list of all.
 */
export default function HomeCaseStudies({
  caseStudies,
}: {
  readonly caseStudies: readonly CaseStudyCardData[];
}): ReactNode {
  return (
    <HomePreview
      tinted
      id="home-case-studies-title"
      eyebrow={successStoriesEyebrow()}
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
        <li key={study.permalink}>
          <CaseStudyCard study={study} headingLevel={3} />
        </li>
      ))}
    </HomePreview>
  );
}
