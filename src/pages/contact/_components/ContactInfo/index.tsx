import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ExternalLink from '@site/src/components/ui/ExternalLink';
import Icon from '@site/src/components/ui/Icon';
import type {IconName} from '@site/src/data/icons';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatAddress} from '@site/src/data/company';
import {company} from '@site/src/internals/siteData/company';
import {buildMailtoHref, buildMapsHref, buildTelHref} from '@site/src/lib/contactLinks';
import Heading from '@theme/Heading';
import PlainLink from '@site/src/components/ui/PlainLink';
import styles from './styles.module.css';

function InfoItem({icon, label, children}: {icon: IconName; label: string; children: ReactNode}): ReactNode {
  return (
    <li className={styles.item}>
      <Icon name={icon} className={styles.icon} />
      <div>
        <Heading as="h3" className={styles.label}>
          {label}
        </Heading>
        {children}
      </div>
    </li>
  );
}

/** 'Contact Information': address with a maps link, phone, e-mail, hours, visits note. */
export default function ContactInfo(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const address = formatAddress(company.contact.address, currentLocale);
  const {street, city, state, zipCode, country} = company.contact.address;
  return (
    <ul className={styles.list}>
      <InfoItem icon="map-pin" label={translate({id: 'contact.info.addressHeading', message: 'Address'})}>
        <address className={styles.address}>
          {street}
          <br />
          {city}, {state} {zipCode}
          <br />
          {country}
        </address>
        <ExternalLink href={buildMapsHref(address)} className={styles.link} data-search-exclude="">
          <Translate id="contact.info.viewOnMap">View on map</Translate>
        </ExternalLink>
      </InfoItem>
      <InfoItem icon="phone" label={translate({id: 'contact.info.phoneHeading', message: 'Phone'})}>
        <PlainLink href={buildTelHref(company.contact.phoneE164)} className={styles.link}>
          {company.contact.phone}
        </PlainLink>
      </InfoItem>
      <InfoItem icon="mail" label={translate({id: 'contact.info.emailHeading', message: 'E-mail'})}>
        <PlainLink href={buildMailtoHref(company.contact.email)} className={styles.link}>
          {company.contact.email}
        </PlainLink>
      </InfoItem>
      <InfoItem icon="clock" label={translate({id: 'contact.info.hoursHeading', message: 'Business Hours'})}>
        <p className={styles.text}>{company.contact.businessHours.weekdays}</p>
        <p className={styles.text}>{company.contact.businessHours.weekends}</p>
        <p className={styles.text}>
          <Translate
            id="contact.info.emergency"
            description="Emergency support line under the business hours; {availability} is e.g. '24/7 for critical issues'"
            values={{availability: company.emergency.availability}}>
            {'Emergency support: {availability}'}
          </Translate>
        </p>
      </InfoItem>
      <InfoItem icon="calendar" label={translate({id: 'contact.info.visitsHeading', message: 'Office Visits'})}>
        <p className={styles.text}>{company.contact.appointmentNote}</p>
      </InfoItem>
    </ul>
  );
}
