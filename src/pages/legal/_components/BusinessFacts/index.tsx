import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import PlainLink from '@site/src/components/ui/PlainLink';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatAddress} from '@site/src/data/company';
import {company} from '@site/src/internals/siteData/company';
import {buildMailtoHref, buildTelHref} from '@site/src/lib/contactLinks';
import styles from '../../styles.module.css';

/** The company's legal name, registered office, founding year, phone and e-mail. */
export default function BusinessFacts(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <dl className={styles.facts}>
      <dt>
        <Translate id="legal.business.legalName">Legal name</Translate>
      </dt>
      <dd>{company.legalName}</dd>
      <dt>
        <Translate id="legal.business.registeredOffice">Registered office</Translate>
      </dt>
      <dd>{formatAddress(company.contact.address, currentLocale)}</dd>
      <dt>
        <Translate id="legal.business.founded">Founded</Translate>
      </dt>
      <dd>{company.founded}</dd>
      <dt>
        <Translate id="legal.business.telephone">Telephone</Translate>
      </dt>
      <dd>
        <PlainLink href={buildTelHref(company.contact.phoneE164)}>{company.contact.phone}</PlainLink>
      </dd>
      <dt>
        <Translate id="legal.business.email">E-mail</Translate>
      </dt>
      <dd>
        <PlainLink href={buildMailtoHref(company.contact.email)}>{company.contact.email}</PlainLink>
      </dd>
    </dl>
  );
}
