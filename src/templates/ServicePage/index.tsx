import type {ReactNode} from 'react';
import SitePage from '@site/src/components/layout/SitePage';
import Reveal from '@site/src/components/ui/Reveal';
import RelatedCaseStudies from '@site/src/components/sections/RelatedCaseStudies';
import TrustBand from '@site/src/components/sections/TrustBand';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props as DocItemProps} from '@theme/DocItem';
import {company, terms} from '@site/src/internals/siteData/company';
import type {ServiceCategoryKey} from '@site/src/data/serviceCategories';
import {serviceFacts, toService, type ServiceFrontMatter} from '@site/src/lib/services';
import type {ServicePageRouteProps} from '@site/plugins/service-pages';
import {caseStudyListPath} from '@site/src/lib/caseStudies';
import ServiceActions from './_parts/Actions';
import Overview from './_parts/Overview';
import CustomSection from './_parts/CustomSection';
import Features from './_parts/Features';
import Benefits from './_parts/Benefits';
import GetStarted from './_parts/GetStarted';

/**
 * /services/{id}, the `docItemComponent` of the services docs instance: the service's MDX body
 * and front matter (`content`), its related studies as route props of plugins/service-pages.
 * Backgrounds alternate (plain overview, dark trust band, then tinted and plain sections) so the
 * sections stay apart.
 */
export default function ServicePage({
  content,
  relatedCaseStudies,
  headlineResults,
}: DocItemProps & ServicePageRouteProps): ReactNode {
  const facts = serviceFacts({company, terms}, useDocusaurusContext().i18n.currentLocale);
  const {id, source} = content.metadata;
  // Checked at build time by plugins/service-pages (schema, file name, facts).
  const service = toService(
    id as ServiceCategoryKey,
    content.frontMatter as unknown as ServiceFrontMatter,
    facts,
    source,
  );
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
      <GetStarted />
    </SitePage>
  );
}
