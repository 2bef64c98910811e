import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import caseStudies from '@generated/content-collections/default/caseStudies.json';
import CaseStudyCard from '@site/src/components/CaseStudyCard';
import Reveal from '@site/src/components/Reveal';
import SectionHeading from '@site/src/components/SectionHeading';
import styles from './styles.module.css';

/**
 * The home page's case-studies section: a heading and a card per study (each card
 * shows its first 2 results). Drop it into any page; the data ships only with the pages that
 * use it.
 */
export default function HomeCaseStudies(): ReactNode {
  return (
    <section className="site-section site-section--tinted" aria-labelledby="home-case-studies-title">
      <div className="container">
        <Reveal>
          <p className="site-section__eyebrow">Success Stories</p>
          <SectionHeading as="h2" id="home-case-studies-title">
            Case Studies
          </SectionHeading>
          <p className="site-section__intro">
            Real projects with measurable results for Canadian businesses and non-profits.
          </p>
          <ul className={clsx('site-grid site-grid--auto', styles.grid)}>
            {caseStudies.map((study) => (
              <li key={study.slug}>
                <CaseStudyCard study={study} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link to="/case-studies" className="button button--primary">
              View All Case Studies
            </Link>
          </p>
        </Reveal>
      </div>
    </section>
  );
}
