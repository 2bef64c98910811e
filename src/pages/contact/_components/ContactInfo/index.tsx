import type {ReactNode} from 'react';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/icons';
import {company, formatAddress} from '@site/src/data/company';
import {buildMailtoHref, buildMapsHref, buildTelHref} from '@site/src/lib/contactLinks';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import PlainLink from '@site/src/components/PlainLink';
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
  const address = formatAddress();
  const {street, city, state, zipCode, country} = company.contact.address;
  return (
    <ul className={styles.list}>
      <InfoItem icon="map-pin" label="Address">
        <address className={styles.address}>
          {street}
          <br />
          {city}, {state} {zipCode}
          <br />
          {country}
        </address>
        <Link
          href={buildMapsHref(address)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.link}
          data-search-exclude="">
          View on map<span className="visually-hidden"> (opens in a new tab)</span>
        </Link>
      </InfoItem>
      <InfoItem icon="phone" label="Phone">
        <PlainLink href={buildTelHref(company.contact.phoneE164)} className={styles.link}>
          {company.contact.phone}
        </PlainLink>
      </InfoItem>
      <InfoItem icon="mail" label="E-mail">
        <PlainLink href={buildMailtoHref(company.contact.email)} className={styles.link}>
          {company.contact.email}
        </PlainLink>
      </InfoItem>
      <InfoItem icon="clock" label="Business Hours">
        <p className={styles.text}>{company.contact.businessHours.weekdays}</p>
        <p className={styles.text}>{company.contact.businessHours.weekends}</p>
        <p className={styles.text}>Emergency support: {company.emergency.availability}</p>
      </InfoItem>
      <InfoItem icon="calendar" label="Office Visits">
        <p className={styles.text}>{company.contact.appointmentNote}</p>
      </InfoItem>
    </ul>
  );
}
