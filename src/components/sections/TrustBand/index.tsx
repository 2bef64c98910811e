import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ArrowRight} from 'lucide-react';
import {legalCommitments} from '@site/src/internals/siteData/legal';
import PageSection from '@site/src/components/sections/PageSection';
import Icon from '@site/src/components/ui/Icon';
import Heading from '@theme/Heading';
import type {HeadlineResult} from '@site/src/lib/caseStudies';
import styles from './styles.module.css';

/** The case studies' headline results (their `headlineMetric`) and the compliance commitments of /legal. */
export default function TrustBand({results}: {readonly results: readonly HeadlineResult[]}): ReactNode {
  return (
    <PageSection
      dark
      shared
      id="trust-band-title"
      eyebrow={translate({
        id: 'trustBand.eyebrow',
        message: 'Proven results',
        description: 'Eyebrow of the trust band (case-study results and compliance commitments)',
      })}
      title={translate({
        id: 'trustBand.title',
        message: 'Results our clients can measure',
        description: 'Heading of the trust band (case-study results and compliance commitments)',
      })}
      intro={
        <p>
          <Translate id="trustBand.intro" description="Intro of the trust band">
            Figures from our published case studies, and the privacy and security commitments behind every engagement.
          </Translate>
        </p>
      }>
      <ul className={styles.results}>
        {results.map((result) => (
          <li key={result.permalink} className={styles.result}>
            <span className={styles.value}>{result.value}</span>
            <span className={styles.label}>{result.label}</span>
            <Link to={result.permalink} className={styles.source}>
              <span>
                <Translate
                  id="trustBand.source"
                  description="Before the case-study title under a result of the trust band"
                  values={{title: result.title}}>
                  {'Case study: {title}'}
                </Translate>
              </span>
              <ArrowRight size={16} aria-hidden="true" className={styles.arrow} />
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.commitments}>
        <Heading as="h3" className={styles.commitmentsTitle}>
          <Translate id="legal.compliance.title" description="Heading of the compliance section">
            Compliance commitments
          </Translate>
        </Heading>
        <ul className={styles.commitmentList}>
          {legalCommitments.map((commitment) => (
            <li key={commitment.id} className={styles.commitment}>
              <Icon name="shield" size={20} className={styles.shield} />
              <span>
                <strong>{commitment.title}</strong> <span className={styles.status}>{commitment.status}</span>
                <span className={styles.commitmentText}>{commitment.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <Link to="/legal#legal-compliance" className={styles.more}>
          <Translate
            id="trustBand.legalLink"
            description="Link from the trust band to the compliance section of /legal">
            Our legal and compliance information
          </Translate>
        </Link>
      </div>
    </PageSection>
  );
}
