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
        <Translate
          id="legal.business.legalName"
          description="Label of the company's legal name in the business information">
          Legal name
        </Translate>
      </dt>
      <dd>{company.legalName}</dd>
      <dt>
        <Translate
          id="legal.business.registeredOffice"
          description="Label of the registered office address in the business information">
          Registered office
        </Translate>
      </dt>
      <dd>{formatAddress(company.contact.address, currentLocale)}</dd>
      <dt>
        <Translate
          id="legal.business.founded"
          description="Label of the year the company was founded in the business information">
          Founded
        </Translate>
      </dt>
      <dd>{company.founded}</dd>
      <dt>
        <Translate id="legal.business.telephone" description="Label of the phone number in the business information">
          Telephone
        </Translate>
      </dt>
      <dd>
        <PlainLink href={buildTelHref(company.contact.phoneE164)}>{company.contact.phone}</PlainLink>
      </dd>
      <dt>
        <Translate id="legal.business.email" description="Label of the e-mail address in the business information">
          E-mail
        </Translate>
      </dt>
      <dd>
        <PlainLink href={buildMailtoHref(company.contact.email)}>{company.contact.email}</PlainLink>
      </dd>
    </dl>
  );
}
