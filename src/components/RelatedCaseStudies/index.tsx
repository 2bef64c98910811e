import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import caseStudies from '@site/src/internals/caseStudySummaries';
import CaseStudyCard from '@site/src/components/CaseStudyCard';
import TeaserSection from '@site/src/components/TeaserSection';
import {getRelatedCaseStudies, getStableRelatedCaseStudies} from '@site/src/lib/caseStudies';
import {isServiceCategoryKey} from '@site/src/data/serviceCategories';
import {serviceCategoryLabel} from '@site/src/lib/serviceCategoryLabel';
import styles from './styles.module.css';

interface Props {
  /** The service's category key, e.g. "cloud-hosting-services". */
  serviceId: string;
}

/**
 * Related Case Studies of a service page: one study of the service's category (all
 * studies when it has none) and a link to the filtered list. The prerendered HTML shows the
 * first match; the random choice happens after hydration.
 */
export default function RelatedCaseStudies({serviceId}: Props): ReactNode {
  const [study, setStudy] = useState(() => getStableRelatedCaseStudies(caseStudies, serviceId, 1)[0]);
  useEffect(() => {
    const [random] = getRelatedCaseStudies(caseStudies, serviceId, 1);
    if (random) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- random only after hydration, so the server markup matches
      setStudy(random);
    }
  }, [serviceId]);
  if (!study) {
    return null;
  }
  const label = isServiceCategoryKey(serviceId) ? serviceCategoryLabel(serviceId) : 'this service';
  return (
    <TeaserSection id="related-case-studies-title" eyebrow="Success Stories" title="Related Case Studies">
      <div className={styles.card}>
        <CaseStudyCard study={study} horizontal headingLevel={3} />
      </div>
      <p className={styles.more}>
        <Link to={`/case-studies?category=${encodeURIComponent(serviceId)}`}>View all {label} case studies</Link>
      </p>
    </TeaserSection>
  );
}
