import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import ExternalLink from '@site/src/components/ui/ExternalLink';
import Icon from '@site/src/components/ui/Icon';
import VendorMark from '@site/src/components/ui/VendorMark';
import IconCard from '@site/src/components/cards/IconCard';
import PageSection from '@site/src/components/sections/PageSection';
import type {ServiceCustomSection} from '@site/src/lib/services';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from '../styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

/** The section a service may add: a claim with a statistic, its partners, or its service areas. */
export default function CustomSection({section}: {readonly section: ServiceCustomSection}): ReactNode {
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
            <Link to="/contact#contact-form" className={buttonClass({variant: 'primary'})}>
              <Translate
                id="servicePage.serviceAreas.contact"
                description="Button under the service areas, to the contact form">
                Get in Touch
              </Translate>
            </Link>
            <Link to="/contact#schedule" className={buttonClass({variant: 'secondary'})}>
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
