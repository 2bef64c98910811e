import type {ComponentProps, ReactNode} from 'react';
import SitePage from '@site/src/components/layout/SitePage';
import Reveal from '@site/src/components/ui/Reveal';
import RelatedCaseStudies from '@site/src/components/sections/RelatedCaseStudies';
import TrustBand from '@site/src/components/sections/TrustBand';
import ClosingCallToAction from '@site/src/components/sections/ClosingCallToAction';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {company, companyStatements, compliance, terms} from '@site/src/internals/siteData/company';
import {serviceCallToAction} from '@site/src/internals/siteData/callToActions';
import {companyFacts} from '@site/src/lib/facts';
import {toService, type ServiceFrontMatter} from '@site/src/lib/services';
import type {ServiceDocMetadata} from '@site/plugins/service-pages';
import {caseStudyListPath} from '@site/src/lib/caseStudies';
import ServiceActions from './_parts/Actions';
import Overview from './_parts/Overview';
import CustomSection from './_parts/CustomSection';
import Features from './_parts/Features';
import Benefits from './_parts/Benefits';

/** A service file's MDX module: its body, its front matter, which file it is and the studies it shows. */
type ServiceContent = ComponentProps<typeof Overview>['body'] & {
  frontMatter: Record<string, unknown>;
  metadata: ServiceDocMetadata;
};

/**
 * /services/{id}, a route of plugins/service-pages: the service file's MDX module (`content`: body,
 * front matter, and its related studies in its metadata).
 * Backgrounds alternate (plain overview, dark trust band, then tinted and plain sections) so the
 * sections stay apart.
 */
export default function ServicePage({content}: {readonly content: ServiceContent}): ReactNode {
  const facts = companyFacts(
    {company, companyStatements, compliance, terms},
    useDocusaurusContext().i18n.currentLocale,
  );
  const {id, source, relatedCaseStudies, headlineResults} = content.metadata;
  // Checked at build time by plugins/service-pages (schema, file name, facts).
  const service = toService(id, content.frontMatter as unknown as ServiceFrontMatter, facts, source);
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
      <Overview service={service} body={content} facts={facts} caseStudiesPath={caseStudiesPath} />
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
