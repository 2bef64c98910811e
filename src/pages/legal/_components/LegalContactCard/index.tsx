import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import Icon from '@site/src/components/ui/Icon';
import PlainLink from '@site/src/components/ui/PlainLink';
import {company, privacy} from '@site/src/internals/siteData/company';
import {buildMailtoHref} from '@site/src/lib/contactLinks';
import styles from '../../styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

/** "Legal questions?": e-mail buttons to the legal team and to the person in charge of personal information. */
/** The text of a button that writes an e-mail to one of the addresses. */
function emailLabel(email: string): string {
  return translate(
    {
      id: 'legal.contact.emailButton',
      message: 'E-mail {email}',
      description: 'Button that writes an e-mail to an address; {email} is the address',
    },
    {email},
  );
}

export default function LegalContactCard(): ReactNode {
  return (
    <aside className={styles.contactCard} aria-labelledby="legal-contact">
      <SectionHeading as="h2" id="legal-contact" className={styles.contactTitle}>
        <Translate id="legal.contact.title">Legal questions?</Translate>
      </SectionHeading>
      <p>
        <Translate
          id="legal.contact.text"
          description="Text of the legal contact card; {officer} is the title of the person in charge of personal information (Privacy Officer)"
          values={{officer: privacy.officerTitle}}>
          {
            'For questions about our terms, contracts or compliance, write to our legal team. Privacy requests go to our {officer}.'
          }
        </Translate>
      </p>
      <p className={styles.contactLinks}>
        <PlainLink
          className={buttonClass({variant: 'primary'})}
          href={buildMailtoHref(
            company.legalEmail,
            translate({id: 'legal.contact.legalSubject', message: 'Legal enquiry'}),
          )}>
          <Icon name="mail" size={18} /> {emailLabel(company.legalEmail)}
        </PlainLink>
        <PlainLink
          className={buttonClass({variant: 'secondary'})}
          href={buildMailtoHref(
            company.privacyEmail,
            translate({id: 'legal.contact.privacySubject', message: 'Privacy request'}),
          )}>
          {emailLabel(company.privacyEmail)}
        </PlainLink>
      </p>
    </aside>
  );
}
