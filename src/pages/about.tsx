import type {ReactNode} from 'react';
import clsx from 'clsx';
import SitePage from '@site/src/components/SitePage';
import SectionHeader from '@site/src/components/SectionHeader';
import IconCard from '@site/src/components/IconCard';
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
        <div className="site-grid site-grid--2">
          {missionVision.map((item) => (
            <IconCard
              key={item.id}
              as="article"
              icon={item.icon}
              title={item.title}
              headingId={`about-${item.id}`}
              className={styles.statementCard}>
              <p className={styles.statement}>{item.statement}</p>
              <p>{item.description}</p>
            </IconCard>
          ))}
        </div>
      </section>

      <Reveal>
        <section className="site-section site-section--tinted" aria-labelledby="about-values">
          <div className="container">
            <SectionHeader eyebrow="What guides us" title="Core Values" id="about-values" align="center" />
            <ul className="site-grid site-grid--4">
              {coreValues.map((value) => (
                <IconCard key={value.id} icon={value.icon} title={value.title}>
                  <p>{value.description}</p>
                </IconCard>
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
            <ul className="site-grid site-grid--3">
              {approach.map((card) => (
                <IconCard key={card.id} icon={card.icon} title={card.title}>
                  <p>{card.description}</p>
                </IconCard>
              ))}
            </ul>
          </div>
        </section>
      </Reveal>

      <CallToAction variant="nonprofit-partner" />
    </SitePage>
  );
}
