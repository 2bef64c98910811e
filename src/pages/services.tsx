import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SitePage from '@site/src/components/SitePage';
import SectionHeader from '@site/src/components/SectionHeader';
import ServiceCard from '@site/src/components/ServiceCard';
import CallToAction from '@site/src/components/CallToAction';
import {services} from '@site/src/data/services';
import {scheduleMeetingPath} from '@site/src/data/navigation';

const SERVICE_LIST_ID = 'all-services';

/** IT Services overview: eight cards with features, benefits and Learn More. */
export default function Services(): ReactNode {
  useBrokenLinks().collectAnchor(SERVICE_LIST_ID);
  return (
    <SitePage
      theme="tech"
      title="IT Services"
      heading="IT Services for Growing Organisations"
      eyebrow="IT Services"
      description="Eight service lines, from day-to-day support to strategy, security and cloud, delivered by one accountable Toronto team."
      keywords={['IT services Toronto', 'managed IT', 'cybersecurity', 'cloud hosting', 'IT consulting', 'vCIO']}
      intro={
        <p>
          Eight service lines, from day-to-day support to strategy, security and cloud, delivered by one accountable
          Toronto team.
        </p>
      }
      heroActions={
        <>
          <Link to={scheduleMeetingPath} className="button button--secondary button--lg">
            Schedule Meeting
          </Link>
          <Link to={`#${SERVICE_LIST_ID}`} className="button button--outline button--lg button--on-dark">
            View Services
          </Link>
        </>
      }>
      <section id={SERVICE_LIST_ID} className="container site-section" aria-labelledby="services-heading">
        <SectionHeader
          eyebrow="What we do"
          title="Our service lines"
          id="services-heading"
          intro={
            <p>
              Choose a single service or combine several: every line is delivered by the same team, with shared
              documentation and one point of contact.
            </p>
          }
        />
        <div className="site-grid site-grid--2 site-grid--stack-tablet">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} detailed />
          ))}
        </div>
      </section>
      <CallToAction variant="free-assessment" />
    </SitePage>
  );
}
