import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import SitePage from '@site/src/components/layout/SitePage';
import SectionHeader from '@site/src/components/sections/SectionHeader';
import ExternalLink from '@site/src/components/ui/ExternalLink';
import Icon from '@site/src/components/ui/Icon';
import DarkActions from '@site/src/components/ui/DarkActions';
import IconCard from '@site/src/components/cards/IconCard';
import IconCardGrid from '@site/src/components/cards/IconCardGrid';
import PageSection from '@site/src/components/sections/PageSection';
import Reveal from '@site/src/components/ui/Reveal';
import RelatedCaseStudies from '@site/src/components/sections/RelatedCaseStudies';
import type {Service, ServiceCustomSection} from '@site/src/data/services';
import {serviceCallToAction} from '@site/src/internals/siteData/callToActions';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import type {ServicePageRouteProps} from '@site/plugins/service-pages';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from './styles.module.css';

/** The service's two calls to action, in the hero (on its dark gradient) and under the overview. */
function ServiceActions({serviceId, onDark = false}: {serviceId: string; onDark?: boolean}): ReactNode {
  return (
    <>
      <Link
        to={scheduleMeetingPath}
        className={clsx('button', onDark ? 'button--secondary' : 'button--primary', 'button--lg')}>
        <Translate id="servicePage.actions.discuss" description="Service page button to book a meeting">
          Discuss Your Needs
        </Translate>
      </Link>
      <Link
        to={`/case-studies?category=${serviceId}`}
        className={clsx(
          'button button--outline',
          !onDark && 'button--primary',
          'button--lg',
          onDark && 'button--on-dark',
        )}>
        <Translate
          id="servicePage.actions.caseStudies"
          description="Service page button to the case studies of this service">
          View Case Studies
        </Translate>
      </Link>
    </>
  );
}

function Overview({service}: {service: Service}): ReactNode {
  return (
    <section className="container site-section" aria-labelledby="service-overview">
      <div className={styles.overview}>
        <div>
          <SectionHeader
            eyebrow={translate({
              id: 'servicePage.overview.eyebrow',
              message: 'Overview',
              description: 'Eyebrow of the service overview section',
            })}
            title={translate(
              {
                id: 'servicePage.overview.title',
                message: 'How {service} works',
                description: 'Heading of the service overview section; {service} is the service title',
              },
              {service: service.title},
            )}
            id="service-overview"
          />
          {service.detailedDescription.split('\n\n').map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <div className={styles.actions}>
            <ServiceActions serviceId={service.id} />
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
  );
}

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
          eyebrow={translate({
            id: 'servicePage.partners.eyebrow',
            message: 'Partners',
            description: 'Eyebrow of the partners section of a service page',
          })}
          title={section.title}
          id="service-custom"
          intro={<p>{section.description}</p>}
          align="center">
          <ul className={styles.partners}>
            {section.partners.map((partner) => (
              <li key={partner.name}>
                <ExternalLink href={partner.url} className={styles.partner}>
                  <img src={partner.logo} alt={partner.name} width={240} height={64} loading="lazy" decoding="async" />
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
          eyebrow={translate({
            id: 'servicePage.serviceAreas.eyebrow',
            message: 'Service Areas',
            description: 'Eyebrow of the service areas section of a service page',
          })}
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
            <Link to="/contact#contact-form" className="button button--primary button--lg">
              <Translate
                id="servicePage.serviceAreas.contact"
                description="Button under the service areas, to the contact form">
                Get in Touch
              </Translate>
            </Link>
            <Link to="/contact#schedule" className="button button--outline button--primary button--lg">
              <Translate
                id="servicePage.serviceAreas.schedule"
                description="Button under the service areas, to book a consultation">
                Schedule a Consultation
              </Translate>
            </Link>
          </div>
        </PageSection>
      );
  }
}

function Features({service}: {service: Service}): ReactNode {
  return (
    <PageSection
      eyebrow={translate({
        id: 'servicePage.features.eyebrow',
        message: "What's included",
        description: 'Eyebrow of the features section of a service page',
      })}
      title={translate({
        id: 'servicePage.features.title',
        message: 'Key Features',
        description: 'Heading of the features section of a service page',
      })}
      id="service-features">
      <IconCardGrid items={service.features} className="site-grid--3" />
    </PageSection>
  );
}

function Benefits({service}: {service: Service}): ReactNode {
  return (
    <PageSection
      tinted
      eyebrow={translate({
        id: 'servicePage.benefits.eyebrow',
        message: 'Why it matters',
        description: 'Eyebrow of the benefits section of a service page',
      })}
      title={translate({
        id: 'servicePage.benefits.title',
        message: 'Benefits',
        description: 'Heading of the benefits section of a service page',
      })}
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
  );
}

function GetStarted(): ReactNode {
  return (
    <section className={styles.getStarted} aria-labelledby="service-get-started">
      <div className={clsx('container', styles.getStartedInner)}>
        <SectionHeading as="h2" id="service-get-started" className={styles.getStartedTitle}>
          {serviceCallToAction.title}
        </SectionHeading>
        <p className={styles.getStartedText}>{serviceCallToAction.description}</p>
        <div className={clsx(styles.actions, styles.actionsCentered)}>
          <DarkActions primary={serviceCallToAction.primary} secondary={serviceCallToAction.secondary} />
        </div>
      </div>
    </section>
  );
}

/** The template of every service page, filled from src/data/services.ts. */
export default function ServicePage({service}: ServicePageRouteProps): ReactNode {
  return (
    <SitePage
      theme={service.theme}
      title={service.title}
      eyebrow={service.hero.eyebrow}
      heading={service.hero.headline}
      description={service.description}
      keywords={service.keywords}
      intro={<p>{service.hero.subheadline}</p>}
      heroActions={<ServiceActions serviceId={service.id} onDark />}>
      <Overview service={service} />
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
        <RelatedCaseStudies serviceId={service.id} />
      </Reveal>
      <GetStarted />
    </SitePage>
  );
}
