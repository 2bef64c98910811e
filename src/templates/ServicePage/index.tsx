import type {ReactNode} from 'react';
import SitePage from '@site/src/components/layout/SitePage';
import Reveal from '@site/src/components/ui/Reveal';
import RelatedCaseStudies from '@site/src/components/sections/RelatedCaseStudies';
import TrustBand from '@site/src/components/sections/TrustBand';
import ClosingCallToAction from '@site/src/components/sections/ClosingCallToAction';
import {serviceCallToAction} from '@site/src/internals/siteData/callToActions';
import type {ServicePageRouteProps} from '@site/plugins/service-pages';
import {caseStudyListPath} from '@site/src/lib/caseStudies';
import ServiceActions from './_parts/Actions';
import Overview from './_parts/Overview';
import CustomSection from './_parts/CustomSection';
import Features from './_parts/Features';
import Benefits from './_parts/Benefits';

/**
 * The template of every service page, filled from src/data/services.ts. Backgrounds alternate
 * (plain overview, dark trust band, then tinted and plain sections) so the sections stay apart.
 */
export default function ServicePage({service, relatedCaseStudies, headlineResults}: ServicePageRouteProps): ReactNode {
  const caseStudiesPath = caseStudyListPath(relatedCaseStudies, service.id);
  return (
    <SitePage
      theme={service.theme}
      title={service.title}
      eyebrow={service.hero.eyebrow}
      heading={service.hero.headline}
      description={service.description}
      keywords={service.keywords}
      intro={<p>{service.hero.subheadline}</p>}
      heroActions={<ServiceActions caseStudiesPath={caseStudiesPath} onDark />}>
      <Overview service={service} caseStudiesPath={caseStudiesPath} />
      <Reveal>
        <TrustBand results={headlineResults} />
      </Reveal>
      {service.customSection && (
        <Reveal>
          <CustomSection section={service.customSection} />
        </Reveal>
      )}
      <Reveal>
        <Features service={service} />
      </Reveal>
      <Reveal>
        <Benefits service={service} />
      </Reveal>
      <Reveal>
        <RelatedCaseStudies serviceId={service.id} caseStudies={relatedCaseStudies} />
      </Reveal>
      <ClosingCallToAction id="service-get-started" callToAction={serviceCallToAction} />
    </SitePage>
  );
}
