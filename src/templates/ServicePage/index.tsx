import {Children, isValidElement, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/DocItem';
import IconCard from '@site/src/components/cards/IconCard';
import IconCardGrid from '@site/src/components/cards/IconCardGrid';
import {SitePageContent} from '@site/src/components/layout/SitePage';
import ClosingCallToAction from '@site/src/components/sections/ClosingCallToAction';
import PageSection from '@site/src/components/sections/PageSection';
import RelatedCaseStudies from '@site/src/components/sections/RelatedCaseStudies';
import SectionHeader from '@site/src/components/sections/SectionHeader';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import TrustBand from '@site/src/components/sections/TrustBand';
import {buttonClass} from '@site/src/components/ui/Button';
import ExternalLink from '@site/src/components/ui/ExternalLink';
import Icon from '@site/src/components/ui/Icon';
import VendorMark from '@site/src/components/ui/VendorMark';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import {caseStudyListPath} from '@site/src/lib/caseStudies';
import {companyFacts, type Facts} from '@site/src/lib/facts';
import {toService, type ServiceCustomSection, type ServiceFrontMatter} from '@site/src/lib/services';
import {caseStudies} from '@site/src/internals/caseStudies';
import {serviceCallToAction} from '@site/src/internals/siteData/callToActions';
import {company, companyStatements, compliance, terms} from '@site/src/internals/siteData/company';
import styles from './styles.module.css';

/** The two calls to action, in the hero (on its dark gradient) and under the overview. */
function ServiceActions({caseStudiesPath, onDark = false}: {caseStudiesPath: string; onDark?: boolean}): ReactNode {
  const context = onDark ? 'hero' : 'section';
  return (
    <>
      <Link to={scheduleMeetingPath} className={buttonClass({variant: 'primary', context, onDark})}>
        <Translate id="servicePage.actions.discuss">Discuss Your Needs</Translate>
      </Link>
      <Link to={caseStudiesPath} className={buttonClass({variant: 'secondary', context, onDark})}>
        <Translate id="servicePage.actions.caseStudies">View Case Studies</Translate>
      </Link>
    </>
  );
}

/** The section a service may add: a claim with a statistic, its partners, or its service areas. */
function CustomSection({section}: {section: ServiceCustomSection}): ReactNode {
  switch (section.kind) {
    case 'claim':
      return (
        <section
          className={clsx('site-section site-section--tinted', styles.claimSection)}
          aria-labelledby="service-custom">
          <div className={clsx('container', styles.claim)}>
            <p className={styles.statistic}>
              <span className={styles.statisticValue}>{section.statistic}</span>
              <span className={styles.statisticLabel}>{section.statisticLabel}</span>
            </p>
            <div>
              <SectionHeading as="h2" id="service-custom">
                {section.title}
              </SectionHeading>
              <p className={styles.paragraph}>{section.description}</p>
            </div>
          </div>
        </section>
      );
    case 'partners':
      return (
        <PageSection
          tinted
          eyebrow={translate({id: 'servicePage.partners.eyebrow', message: 'Partners'})}
          title={section.title}
          id="service-custom"
          intro={<p>{section.description}</p>}
          align="center">
          <ul className={styles.partners}>
            {section.partners.map((partner) => (
              <li key={partner.name}>
                <ExternalLink href={partner.url} className={styles.partner}>
                  <VendorMark name={partner.name} mark={partner.mark} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </PageSection>
      );
    case 'serviceAreas':
      return (
        <PageSection
          tinted
          eyebrow={translate({id: 'servicePage.serviceAreas.eyebrow', message: 'Service Areas'})}
          title={section.title}
          id="service-custom"
          intro={<p>{section.description}</p>}>
          <div className="site-grid site-grid--2">
            {section.areas.map((area) => (
              <IconCard key={area.id} as="article" icon={area.icon} title={area.title} headingId={`area-${area.id}`}>
                <p>{area.description}</p>
                <ul className={styles.checkList}>
                  {area.items.map((item) => (
                    <li key={item}>
                      <Icon name="check" size={18} className={styles.check} />
                      {item}
                    </li>
                  ))}
                </ul>
              </IconCard>
            ))}
          </div>
          <div className={clsx(styles.actions, styles.actionsCentered)}>
            <Link to="/contact#contact-form" className={buttonClass({variant: 'primary'})}>
              <Translate id="servicePage.serviceAreas.contact">Get in Touch</Translate>
            </Link>
            <Link to="/contact#schedule" className={buttonClass({variant: 'secondary'})}>
              <Translate id="servicePage.serviceAreas.schedule">Schedule a Consultation</Translate>
            </Link>
          </div>
        </PageSection>
      );
  }
}

/** The MDX body's components: the element of its paragraphs, and the facts it names. */
interface BodyComponents {
  p: (props: ComponentProps<'p'>) => ReactNode;
  Fact: (props: {name: keyof Facts}) => ReactNode;
}

/**
 * /services/{id}, the `docItemComponent` of the services docs instance: the service file's front
 * matter and MDX body, the trust band, and a related case study. Backgrounds alternate (plain
 * overview, dark trust band, then tinted and plain sections) so the sections stay apart.
 */
export default function ServicePage({content}: Props): ReactNode {
  const facts = companyFacts(
    {company, companyStatements, compliance, terms},
    useDocusaurusContext().i18n.currentLocale,
  );
  const {id, source} = content.metadata;
  // Checked at build time by plugins/content-collections (schema, file name, facts).
  const service = toService(id, content.frontMatter as unknown as ServiceFrontMatter, facts, source);
  // The case studies of the service's category, or all of them where it has none yet.
  const caseStudiesPath = caseStudyListPath(caseStudies.cards, service.id);
  const Body = content as unknown as ComponentType<{components: BodyComponents}>;
  const Fact: BodyComponents['Fact'] = ({name}) => facts[name];
  // A paragraph's text and facts as one string, as a sentence written out renders.
  const paragraphText = (children: ReactNode): ReactNode => {
    const parts = Children.toArray(children).map((child) =>
      isValidElement<{name: keyof Facts}>(child) && child.type === Fact ? facts[child.props.name] : child,
    );
    return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
  };
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
      <section className="container site-section" aria-labelledby="service-overview">
        <div className={styles.overview}>
          <div>
            <SectionHeader
              eyebrow={translate({id: 'servicePage.overview.eyebrow', message: 'Overview'})}
              title={translate(
                {
                  id: 'servicePage.overview.title',
                  message: 'How {service} works',
                  description: '{service} is the service title',
                },
                {service: service.title},
              )}
              id="service-overview"
            />
            <Body
              components={{
                p: ({children, ...props}) => (
                  <p {...props} className={styles.paragraph}>
                    {paragraphText(children)}
                  </p>
                ),
                Fact,
              }}
            />
            <div className={styles.actions}>
              <ServiceActions caseStudiesPath={caseStudiesPath} />
            </div>
          </div>
          <img
            className={styles.image}
            src={service.image}
            alt={service.imageAlt}
            width={800}
            height={600}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </section>
      <TrustBand results={caseStudies.headlineResults} />
      {service.customSection && <CustomSection section={service.customSection} />}
      <PageSection
        eyebrow={translate({id: 'servicePage.features.eyebrow', message: "What's included"})}
        title={translate({id: 'servicePage.features.title', message: 'Key Features'})}
        id="service-features">
        <IconCardGrid items={service.features} className="site-grid--3" />
      </PageSection>
      <PageSection
        tinted
        eyebrow={translate({id: 'servicePage.benefits.eyebrow', message: 'Why it matters'})}
        title={translate({id: 'servicePage.benefits.title', message: 'Benefits'})}
        id="service-benefits">
        <ul className="site-grid site-grid--2">
          {service.benefits.map((benefit) => (
            <IconCard
              key={benefit.id}
              variant="inline"
              icon="check"
              iconSize={22}
              iconTone="success"
              title={benefit.title}>
              <p>{benefit.description}</p>
            </IconCard>
          ))}
        </ul>
      </PageSection>
      <RelatedCaseStudies serviceId={service.id} caseStudies={caseStudies.cards} />
      <ClosingCallToAction id="service-get-started" callToAction={serviceCallToAction} />
    </SitePageContent>
  );
}
