import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import CaseStudyCard from '@site/src/components/cards/CaseStudyCard';
import PageSection from '@site/src/components/sections/PageSection';
import {CASE_STUDY_LIST_PATH, caseStudyListPath, relatedCaseStudies} from '@site/src/lib/caseStudies';
import type {CaseStudyListItem} from '@site/src/lib/caseStudyCard';
import {serviceCategoryLabel} from '@site/src/lib/serviceCategoryLabel';
import {serviceNames} from '@site/src/internals/serviceNames';
import styles from './styles.module.css';
import {successStoriesEyebrow} from '@site/src/components/sections/sharedLabels';

interface Props {
  /** The service's category key, e.g. "cloud-hosting-services". */
  serviceId: string;
  /** Every study, newest first. */
  caseStudies: readonly CaseStudyListItem[];
}

/**
 * One study of the service's category (of all when it has none), chosen at random after
 * hydration, and a link to the list, filtered where the category has studies.
 */
export default function RelatedCaseStudies({serviceId, caseStudies}: Props): ReactNode {
  const [study, setStudy] = useState(() => relatedCaseStudies(caseStudies, serviceId)[0]);
  useEffect(() => {
    const pool = relatedCaseStudies(caseStudies, serviceId);
    if (pool.length > 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- random only after hydration, so the server markup matches
      setStudy(pool[Math.floor(Math.random() * pool.length)]);
    }
  }, [serviceId, caseStudies]);
  if (!study) {
    return null;
  }
  const category = serviceNames.some((service) => service.id === serviceId) ? serviceId : undefined;
  const to = category ? caseStudyListPath(caseStudies, category) : CASE_STUDY_LIST_PATH;
  const label =
    category && to !== CASE_STUDY_LIST_PATH
      ? translate(
          {
            id: 'caseStudies.related.viewAll',
            message: 'View all {category} case studies',
            description: 'Link from a service page to the case studies of its category; {category} is the service name',
          },
          {category: serviceCategoryLabel(serviceNames, category)},
        )
      : translate({
          id: 'caseStudies.related.viewAllOther',
          message: 'View all our case studies',
          description: 'Link from a page without a service category to the list of case studies',
        });
  return (
    <PageSection
      reveal
      shared
      id="related-case-studies-title"
      eyebrow={successStoriesEyebrow()}
      title={translate({
        id: 'caseStudies.related.title',
        message: 'Related Case Studies',
        description: 'Heading of the related case studies section of a service page',
      })}>
      <div className={styles.card}>
        <CaseStudyCard study={study} horizontal headingLevel={3} />
      </div>
      <p className={styles.more}>
        <Link to={to}>{label}</Link>
      </p>
    </PageSection>
  );
}
