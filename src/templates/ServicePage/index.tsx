import type {ComponentProps, ReactNode} from 'react';
import type {Props} from '@theme/DocItem';
import {SitePageContent} from '@site/src/components/layout/SitePage';
import Reveal from '@site/src/components/ui/Reveal';
import RelatedCaseStudies from '@site/src/components/sections/RelatedCaseStudies';
import TrustBand from '@site/src/components/sections/TrustBand';
import ClosingCallToAction from '@site/src/components/sections/ClosingCallToAction';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {company, companyStatements, compliance, terms} from '@site/src/internals/siteData/company';
import {serviceCallToAction} from '@site/src/internals/siteData/callToActions';
import {companyFacts} from '@site/src/lib/facts';
import {toService, type ServiceFrontMatter} from '@site/src/lib/services';
import {caseStudyListPath} from '@site/src/lib/caseStudies';
import {caseStudies} from '@site/src/internals/caseStudies';
import ServiceActions from './_parts/Actions';
import Overview from './_parts/Overview';
import CustomSection from './_parts/CustomSection';
import Features from './_parts/Features';
import Benefits from './_parts/Benefits';

/**
 * /services/{id}, the `docItemComponent` of the services docs instance: the service file's front
 * matter and MDX body, the trust band, and a related case study.
 * Backgrounds alternate (plain overview, dark trust band, then tinted and plain sections) so the
 * sections stay apart.
 */
export default function ServicePage({content}: Props): ReactNode {
  const facts = companyFacts(
    {company, companyStatements, compliance, terms},
    useDocusaurusContext().i18n.currentLocale,
  );
  const {id, source} = content.metadata;
  // Checked at build time by plugins/content-collections (schema, file name, facts).
  const service = toService(id, content.frontMatter as unknown as ServiceFrontMatter, facts, source);
  const caseStudiesPath = caseStudyListPath(caseStudies.cards, service.id);
  return (
    <SitePageContent
      theme={service.theme}
      title={service.title}
      eyebrow={service.hero.eyebrow}
      heading={service.hero.headline}
      description={service.description}
      keywords={service.keywords}
      intro={<p>{service.hero.subheadline}</p>}
      heroActions={<ServiceActions caseStudiesPath={caseStudiesPath} onDark />}>
      <Overview
        service={service}
        body={content as unknown as ComponentProps<typeof Overview>['body']}
        facts={facts}
        caseStudiesPath={caseStudiesPath}
      />
      <Reveal>
        <TrustBand results={caseStudies.headlineResults} />
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
        <RelatedCaseStudies serviceId={service.id} caseStudies={caseStudies.cards} />
      </Reveal>
      <ClosingCallToAction id="service-get-started" callToAction={serviceCallToAction} />
    </SitePageContent>
  );
}
