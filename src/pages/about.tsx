import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import SitePage from '@site/src/components/SitePage';
import PageSection from '@site/src/components/PageSection';
import IconCard from '@site/src/components/IconCard';
import IconCardGrid from '@site/src/components/IconCardGrid';
import Reveal from '@site/src/components/Reveal';
import CallToAction from '@site/src/components/CallToAction';
import {aboutHeader, approach, companyHistory, coreValues, missionVision} from '@site/src/data/about';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';
import styles from './about/styles.module.css';

/** A tinted, centred section of icon cards (core values, approach). */
function CardsSection({
  columnsClassName,
  items,
  ...header
}: {
  id: string;
  eyebrow: string;
  title: string;
  items: ComponentProps<typeof IconCardGrid>['items'];
  columnsClassName: string;
}): ReactNode {
  return (
    <Reveal>
      <PageSection tinted align="center" {...header}>
        <IconCardGrid items={items} className={columnsClassName} />
      </PageSection>
    </Reveal>
  );
}

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
      descriptionAsIntro>
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

      <CardsSection
        id="about-values"
        eyebrow="What guides us"
        title="Core Values"
        items={coreValues}
        columnsClassName="site-grid--4"
      />

      <Reveal>
        <PageSection eyebrow="Our story" title="Company History" id="about-history" align="center">
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
        </PageSection>
      </Reveal>

      <CardsSection
        id="about-approach"
        eyebrow="How we work"
        title="Our Approach"
        items={approach}
        columnsClassName="site-grid--3"
      />

      <CallToAction variant="nonprofit-partner" />
    </SitePage>
  );
}
