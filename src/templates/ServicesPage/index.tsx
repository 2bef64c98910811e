import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SitePage from '@site/src/components/layout/SitePage';
import PageSection from '@site/src/components/sections/PageSection';
import ServiceCard from '@site/src/components/cards/ServiceCard';
import CallToAction from '@site/src/components/sections/CallToAction';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import type {ServicesPageRouteProps} from '@site/plugins/content-collections';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {buttonClass} from '@site/src/components/ui/Button';

const SERVICE_LIST_ID = 'all-services';

/**
 * /services (a route of plugins/content-collections): a card per service, from route data that
 * holds only what a card shows, so the page does not ship the services' full copy.
 */
export default function ServicesPage({services}: ServicesPageRouteProps): ReactNode {
  useBrokenLinks().collectAnchor(SERVICE_LIST_ID);
  const description = translate({
    id: 'services.seo.description',
    message:
      'Eight service lines, from day-to-day support to strategy, security and cloud, delivered by one accountable Toronto team.',
  });
  return (
    <SitePage
      theme="tech"
      title={sitePages.services.title}
      heading={translate({id: 'services.hero.heading', message: 'IT Services for Growing Organisations'})}
      eyebrow={sitePages.services.title}
      description={description}
      keywords={translate({
        id: 'services.seo.keywords',
        message: 'IT services Toronto, managed IT, cybersecurity, cloud hosting, IT consulting, vCIO',
        description: 'SEO keywords of the IT Services page, separated by a comma and a space',
      }).split(', ')}
      intro={<p>{description}</p>}
      heroActions={
        <>
          <Link to={scheduleMeetingPath} className={buttonClass({variant: 'primary', context: 'hero', onDark: true})}>
            <Translate id="services.hero.scheduleMeeting">Schedule Meeting</Translate>
          </Link>
          <Link
            to={`#${SERVICE_LIST_ID}`}
            className={buttonClass({variant: 'secondary', context: 'hero', onDark: true})}>
            <Translate id="services.hero.viewServices">View Services</Translate>
          </Link>
        </>
      }>
      <PageSection
        eyebrow={translate({id: 'services.list.eyebrow', message: 'What we do'})}
        title={translate({id: 'services.list.title', message: 'Our service lines'})}
        id="services-heading"
        anchorId={SERVICE_LIST_ID}
        intro={
          <p>
            <Translate id="services.list.intro">
              Choose a single service or combine several: every line is delivered by the same team, with shared
              documentation and one point of contact.
            </Translate>
          </p>
        }>
        <div className="site-grid site-grid--2 site-grid--stack-tablet">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} detailed />
          ))}
        </div>
      </PageSection>
      <CallToAction variant="free-assessment" />
    </SitePage>
  );
}
