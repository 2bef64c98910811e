import type {ReactNode} from 'react';
import caseStudies from '@site/src/internals/caseStudySummaries';
import CaseStudyCard from '@site/src/components/CaseStudyCard';
import HomePreview from '../HomePreview';

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
      eyebrow="Success Stories"
      title="Case Studies"
      intro="Real projects with measurable results for Canadian businesses and non-profits."
      more={{to: '/case-studies', label: 'View All Case Studies'}}>
      {caseStudies.map((study) => (
        <li key={study.slug}>
          <CaseStudyCard study={study} headingLevel={3} />
        </li>
      ))}
    </HomePreview>
  );
}
