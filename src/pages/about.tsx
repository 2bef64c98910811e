import type {ReactNode} from 'react';
import clsx from 'clsx';
import SitePage from '@site/src/components/SitePage';
import SectionHeader from '@site/src/components/SectionHeader';
import Icon from '@site/src/components/Icon';
import Reveal from '@site/src/components/Reveal';
import CallToAction from '@site/src/components/CallToAction';
import {aboutHeader, approach, companyHistory, coreValues, missionVision} from '@site/src/data/about';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';
import styles from './about/styles.module.css';

/** About Us: header, mission and vision, core values, history, approach, call-to-action. */
export default function About(): ReactNode {
  return (
    <SitePage
      theme="brand"
      title="About Us"
      heading={aboutHeader.title}
      eyebrow={aboutHeader.eyebrow}
      description={aboutHeader.intro}
      keywords={[
        'about Northbeam Technologies',
        'Toronto IT company',
        'managed IT services',
        'multilingual IT support',
      ]}
      intro={<p>{aboutHeader.intro}</p>}>
      <section className="container site-section" aria-labelledby="about-mission-vision">
        <SectionHeading as="h2" id="about-mission-vision" className="visually-hidden">
          Mission and Vision
        </SectionHeading>
        <div className={clsx('site-grid', styles.twoColumns)}>
          {missionVision.map((item) => (
            <article
              key={item.id}
              className={clsx('site-card', styles.card, styles.statementCard)}
              aria-labelledby={`about-${item.id}`}>
              <span className={clsx('site-icon-tile', styles.icon)}>
                <Icon name={item.icon} />
              </span>
              <SectionHeading as="h3" id={`about-${item.id}`}>
                {item.title}
              </SectionHeading>
              <p className={styles.statement}>{item.statement}</p>
              <p className={styles.muted}>{item.description}</p>
            </article>
          ))}
        </div>
      </section>

      <Reveal>
        <section className="site-section site-section--tinted" aria-labelledby="about-values">
          <div className="container">
            <SectionHeader eyebrow="What guides us" title="Core Values" id="about-values" align="center" />
            <ul className={clsx('site-grid', styles.fourColumns)}>
              {coreValues.map((value) => (
                <li key={value.id} className={clsx('site-card', styles.card)}>
                  <span className={clsx('site-icon-tile', styles.icon)}>
                    <Icon name={value.icon} />
                  </span>
                  <Heading as="h3">{value.title}</Heading>
                  <p className={styles.muted}>{value.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </Reveal>

      <Reveal>
        <section className="container site-section" aria-labelledby="about-history">
          <SectionHeader eyebrow="Our story" title="Company History" id="about-history" align="center" />
          <ol className={styles.timeline}>
            {companyHistory.map((milestone) => (
              <li key={milestone.year} className={styles.milestone}>
                <span className={styles.year}>{milestone.year}</span>
                <div className={clsx('site-card', styles.card)}>
                  <Heading as="h3">{milestone.title}</Heading>
                  <p className={styles.muted}>{milestone.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </Reveal>

      <Reveal>
        <section className="site-section site-section--tinted" aria-labelledby="about-approach">
          <div className="container">
            <SectionHeader eyebrow="How we work" title="Our Approach" id="about-approach" align="center" />
            <ul className={clsx('site-grid', styles.threeColumns)}>
              {approach.map((card) => (
                <li key={card.id} className={clsx('site-card', styles.card)}>
                  <span className={clsx('site-icon-tile', styles.icon)}>
                    <Icon name={card.icon} />
                  </span>
                  <Heading as="h3">{card.title}</Heading>
                  <p className={styles.muted}>{card.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </Reveal>

      <CallToAction variant="nonprofit-partner" />
    </SitePage>
  );
}
