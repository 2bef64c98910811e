import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import SitePage from '@site/src/components/SitePage';
import Icon from '@site/src/components/Icon';
import CallToAction from '@site/src/components/CallToAction';
import {resourceHubCards} from '@site/src/data/resources';
import SectionHeading from '@site/src/components/SectionHeading';
import styles from './resources/styles.module.css';

/** Resources hub: four cards. */
export default function Resources(): ReactNode {
  return (
    <SitePage
      theme="resources"
      title="Resources"
      heading="Resources"
      eyebrow="Resources"
      description="Case studies, articles, curated tools and legal information to help you make confident technology decisions."
      keywords={['IT resources', 'case studies', 'IT blog', 'useful links', 'legal information']}
      intro={
        <p>
          Case studies, articles, curated tools and legal information to help you make confident technology decisions.
        </p>
      }>
      <section className="container site-section" aria-label="Resource sections">
        <ul className={clsx('site-grid', styles.grid)}>
          {resourceHubCards.map((card) => (
            <li key={card.id} className={clsx('site-card', styles.card)}>
              <span className={clsx('site-icon-tile', styles.icon)}>
                <Icon name={card.icon} size={28} />
              </span>
              <SectionHeading as="h2" className={styles.title} id={`resource-${card.id}`}>
                {card.title}
              </SectionHeading>
              <p className={styles.description}>{card.description}</p>
              <Link to={card.link} className="button button--primary" aria-describedby={`resource-${card.id}`}>
                {card.linkLabel}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction variant="talk-to-expert" />
    </SitePage>
  );
}
