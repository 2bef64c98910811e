import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import SitePage from '@site/src/components/layout/SitePage';
import PageSection from '@site/src/components/sections/PageSection';
import IconCard from '@site/src/components/cards/IconCard';
import IconCardGrid from '@site/src/components/cards/IconCardGrid';
import CallToAction from '@site/src/components/sections/CallToAction';
import {aboutHeader, approach, companyHistory, coreValues, missionVision} from '@site/src/internals/siteData/about';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from './about/styles.module.css';
import {company} from '@site/src/internals/siteData/company';

/** About Us: header, mission and vision, core values, history, approach, call-to-action. */
export default function About(): ReactNode {
  return (
    <SitePage
      theme="brand"
      title={translate({id: 'about.seo.title', message: 'About Us'})}
      heading={aboutHeader.title}
      eyebrow={aboutHeader.eyebrow}
      description={aboutHeader.intro}
      keywords={translate(
        {
          id: 'about.seo.keywords',
          message: 'about {companyName}, Toronto IT company, managed IT services, multilingual IT support',
          description:
            'SEO keywords of the About page, separated by a comma and a space; {companyName} is the company name',
        },
        {companyName: company.name},
      ).split(', ')}
      descriptionAsIntro>
      <section className="container site-section" aria-labelledby="about-mission-vision">
        <SectionHeading as="h2" id="about-mission-vision" className="visually-hidden">
          <Translate id="about.missionVision.heading">Mission and Vision</Translate>
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

      <PageSection
        tinted
        align="center"
        id="about-values"
        eyebrow={translate({id: 'about.values.eyebrow', message: 'What guides us'})}
        title={translate({id: 'about.values.title', message: 'Core Values'})}>
        <IconCardGrid items={coreValues} className="site-grid--4" />
      </PageSection>
      <PageSection
        eyebrow={translate({id: 'about.history.eyebrow', message: 'Our story'})}
        title={translate({id: 'about.history.title', message: 'Company History'})}
        id="about-history"
        align="center">
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

      <PageSection
        tinted
        align="center"
        id="about-approach"
        eyebrow={translate({id: 'about.approach.eyebrow', message: 'How we work'})}
        title={translate({id: 'about.approach.title', message: 'Our Approach'})}>
        <IconCardGrid items={approach} className="site-grid--3" />
      </PageSection>

      <CallToAction variant="nonprofit-partner" />
    </SitePage>
  );
}
