import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PageSection from '@site/src/components/sections/PageSection';
import ServiceCard from '@site/src/components/cards/ServiceCard';
import type {ServiceSummary} from '@site/src/lib/services';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

/** The services section of the home page: a card per service (the home route's data). */
export default function HomeServices({services}: {readonly services: readonly ServiceSummary[]}): ReactNode {
  return (
    <PageSection
      eyebrow={translate({
        id: 'home.services.eyebrow',
        message: 'Our Services',
        description: 'Eyebrow of the home services section',
      })}
      title={translate({
        id: 'home.services.title',
        message: 'Technology services for growing organisations',
        description: 'Heading of the home services section',
      })}
      id="home-services"
      intro={
        <p>
          <Translate id="home.services.intro" description="Intro of the home services section">
            Eight service lines delivered by one accountable Toronto team, from day-to-day support to strategy, security
            and cloud.
          </Translate>
        </p>
      }>
      <div className="site-grid site-grid--4">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </div>
      <div className={styles.more}>
        <Link to="/services" className={buttonClass({variant: 'secondary'})}>
          <Translate id="home.services.more" description="Button from the home page to the IT Services page">
            View All Services
          </Translate>
        </Link>
      </div>
    </PageSection>
  );
}
