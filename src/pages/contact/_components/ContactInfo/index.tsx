import type {ReactNode} from 'react';
import Icon from '@site/src/components/Icon';
import {company, formatAddress} from '@site/src/data/company';
import {buildMailtoHref, buildMapsHref, buildTelHref} from '@site/src/lib/contactLinks';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import PlainLink from '@site/src/components/PlainLink';
import styles from './styles.module.css';

/** 'Contact Information': address with a maps link, phone, e-mail, hours, visits note. */
export default function ContactInfo(): ReactNode {
  const address = formatAddress();
  const {street, city, state, zipCode, country} = company.contact.address;
  return (
    <ul className={styles.list}>
      <li className={styles.item}>
        <Icon name="map-pin" className={styles.icon} />
        <div>
          <Heading as="h3" className={styles.label}>
            Address
          </Heading>
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
        </div>
      </li>
      <li className={styles.item}>
        <Icon name="phone" className={styles.icon} />
        <div>
          <Heading as="h3" className={styles.label}>
            Phone
          </Heading>
          <PlainLink href={buildTelHref(company.contact.phoneE164)} className={styles.link}>
            {company.contact.phone}
          </PlainLink>
        </div>
      </li>
      <li className={styles.item}>
        <Icon name="mail" className={styles.icon} />
        <div>
          <Heading as="h3" className={styles.label}>
            E-mail
          </Heading>
          <PlainLink href={buildMailtoHref(company.contact.email)} className={styles.link}>
            {company.contact.email}
          </PlainLink>
        </div>
      </li>
      <li className={styles.item}>
        <Icon name="clock" className={styles.icon} />
        <div>
          <Heading as="h3" className={styles.label}>
            Business Hours
          </Heading>
          <p className={styles.text}>{company.contact.businessHours.weekdays}</p>
          <p className={styles.text}>{company.contact.businessHours.weekends}</p>
          <p className={styles.text}>Emergency support: {company.emergency.availability}</p>
        </div>
      </li>
      <li className={styles.item}>
        <Icon name="calendar" className={styles.icon} />
        <div>
          <Heading as="h3" className={styles.label}>
            Office Visits
          </Heading>
          <p className={styles.text}>{company.contact.appointmentNote}</p>
        </div>
      </li>
    </ul>
  );
}
