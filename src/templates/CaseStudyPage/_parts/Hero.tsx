import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {Building2, CalendarDays, Clock} from 'lucide-react';
import {ArticleTitle} from '@site/src/components/layout/ArticleLayout';
import {startWithCapital, type CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import type {ServiceId} from '@site/src/lib/services';
import {serviceCategoryLabel} from '@site/src/lib/serviceCategoryLabel';
import {serviceNames} from '@site/src/internals/serviceNames';
import styles from '../styles.module.css';
import {readTimeLabel} from '@site/src/components/sections/sharedLabels';

/**
 * The category chips of the hero, one message per category key (the English text is the key in
 * title case), so that each language words its own chips. A
 * service without a message here shows its category label, from its file in the page's language.
 */
function categoryChip(key: ServiceId): string {
  const description = 'Category chip at the top of a case study';
  switch (key) {
    case 'managed-it-services':
      return translate({id: 'caseStudy.chip.managedItServices', message: 'Managed IT Services', description});
    case 'hardware-procurement':
      return translate({id: 'caseStudy.chip.hardwareProcurement', message: 'Hardware Procurement', description});
    case 'audio-visual-communications':
      return translate({
        id: 'caseStudy.chip.audioVisualCommunications',
        message: 'Audio Visual Communications',
        description,
      });
    case 'custom-software-development':
      return translate({
        id: 'caseStudy.chip.customSoftwareDevelopment',
        message: 'Custom Software Development',
        description,
      });
    case 'it-consulting-vcio':
      return translate({id: 'caseStudy.chip.itConsultingVcio', message: 'IT Consulting vCIO', description});
    case 'cybersecurity-services':
      return translate({id: 'caseStudy.chip.cybersecurityServices', message: 'Cybersecurity Services', description});
    case 'cloud-hosting-services':
      return translate({id: 'caseStudy.chip.cloudHostingServices', message: 'Cloud Hosting Services', description});
    case 'training-digital-adoption':
      return translate({
        id: 'caseStudy.chip.trainingDigitalAdoption',
        message: 'Training Digital Adoption',
        description,
      });
    default:
      return serviceCategoryLabel(serviceNames, key);
  }
}

interface Props {
  readonly study: CaseStudyFrontMatter;
  /** The publication date, written out in the page's language and as an ISO string. */
  readonly published: string | null;
  readonly publishedIso: string | null;
}

/** The top of a case study: category chips, title, subtitle, description and the key facts. */
export default function CaseStudyHero({study, published, publishedIso}: Props): ReactNode {
  return (
    <header className={styles.hero} data-testid="section-hero">
      <ul
        className={styles.chips}
        aria-label={translate({
          id: 'caseStudy.chipsLabel',
          message: 'Service categories',
          description: 'Accessible name of the category chips of a case study',
        })}>
        {study.categories.map((category) => (
          <li key={category} className={clsx('site-pill', styles.chip)}>
            {categoryChip(category)}
          </li>
        ))}
      </ul>
      <ArticleTitle>{study.title}</ArticleTitle>
      {study.subtitle && <p className={styles.subtitle}>{study.subtitle}</p>}
      <p className={styles.description}>{study.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Building2 size={16} aria-hidden="true" />{' '}
            <Translate id="caseStudy.facts.client" description="Label of the client name in a case study's facts">
              Client
            </Translate>
          </dt>
          <dd>{startWithCapital(study.client)}</dd>
        </div>
        {/* Date and reading time are a byline: left out of the search index. */}
        {published && publishedIso && (
          <div data-search-exclude="">
            <dt>
              <CalendarDays size={16} aria-hidden="true" />{' '}
              <Translate id="caseStudy.facts.published" description="Label of the publication date of a case study">
                Published
              </Translate>
            </dt>
            <dd>
              <time dateTime={publishedIso}>{published}</time>
            </dd>
          </div>
        )}
        {study.readTime !== undefined && (
          <div data-search-exclude="">
            <dt>
              <Clock size={16} aria-hidden="true" />{' '}
              <Translate id="caseStudy.facts.readTime" description="Label of the reading time of a case study">
                Read time
              </Translate>
            </dt>
            <dd>{readTimeLabel(study.readTime)}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}
