import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import PlainLink from '@site/src/components/ui/PlainLink';
import {company, privacy} from '@site/src/internals/siteData/company';
import {buildMailtoHref} from '@site/src/lib/contactLinks';
import styles from './styles.module.css';

/**
 * The notice at the point of collection (PIPEDA, Quebec's Law 25 s. 8): what the contact form
 * and its alternatives collect, why, by whom, where the form service stores it, what it receives
 * as soon as it loads, the right to withdraw consent and the rights of access and correction.
 * Above the form block, so it shows while the form loads, once it has loaded, beside the
 * fallback links and without JavaScript.
 */
export default function CollectionNotice(): ReactNode {
  return (
    <p className={styles.notice} id="contact-privacy-notice">
      <strong>
        <Translate id="contact.notice.title">Your information:</Translate>
      </strong>{' '}
      <Translate
        id="contact.notice.collection"
        description="What the contact form collects, why, who keeps it and what the form service receives when the form loads; {company} is the company's legal name, {processor} the form service, {storage} where it stores entries (in the United States, outside Québec and Canada)"
        values={{
          company: company.legalName,
          processor: privacy.formProcessor.name,
          storage: privacy.formProcessor.storage,
        }}>
        {
          "{company} collects the name, contact details and message you send us, only to answer your enquiry and follow up on it. The form service {processor} receives and stores them for us {storage}; it also receives the parameters in this page's address (such as a campaign tag) as soon as the form loads."
        }
      </Translate>{' '}
      <Translate
        id="contact.notice.rights"
        description="End of the contact form's privacy notice: withdrawing consent and the other rights; {email} is the privacy contact's address, {policy} links to the privacy policy"
        values={{
          policy: (
            <Link to="/privacy-policy">
              <Translate id="contact.notice.policyLink">privacy policy</Translate>
            </Link>
          ),
          email: <PlainLink href={buildMailtoHref(company.privacyEmail)}>{company.privacyEmail}</PlainLink>,
        }}>
        {
          'You may withdraw your consent at any time by writing to {email}. Our {policy} explains how long we keep this information and your rights of access, correction and complaint.'
        }
      </Translate>
    </p>
  );
}
