import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import PlainLink from '@site/src/components/ui/PlainLink';
import {company, privacy} from '@site/src/internals/siteData/company';
import {buildMailtoHref} from '@site/src/lib/contactLinks';
import styles from './styles.module.css';

/**
 * The notice at the point of collection (PIPEDA, Quebec's Law 25 s. 8): what the contact form
 * and its alternatives collect, why, by whom, where the form service stores it, and where the
 * rights are explained. Above the form block, so it shows while the form loads, once it has
 * loaded, beside the fallback links and without JavaScript.
 */
export default function CollectionNotice(): ReactNode {
  return (
    <p className={styles.notice} id="contact-privacy-notice">
      <strong>
        <Translate id="contact.notice.title" description="Lead-in of the privacy notice beside the contact form">
          Your information:
        </Translate>
      </strong>{' '}
      <Translate
        id="contact.notice.collection"
        description="What the contact form collects, why and who keeps it; {company} is the company's legal name, {processor} the form service, {storage} where it stores entries (in the United States, outside Québec and Canada)"
        values={{
          company: company.legalName,
          processor: privacy.formProcessor.name,
          storage: privacy.formProcessor.storage,
        }}>
        {
          '{company} collects the name, contact details and message you send us, only to answer your enquiry and follow up on it. Messages sent with this form are received and stored for us by the form service {processor}, {storage}.'
        }
      </Translate>{' '}
      <Translate
        id="contact.notice.rights"
        description="Last sentence of the contact form's privacy notice; {policy} links to the privacy policy, {email} is the privacy contact's address"
        values={{
          policy: (
            <Link to="/privacy-policy">
              <Translate
                id="contact.notice.policyLink"
                description="Link text to the privacy policy in the contact form's notice">
                privacy policy
              </Translate>
            </Link>
          ),
          email: <PlainLink href={buildMailtoHref(company.privacyEmail)}>{company.privacyEmail}</PlainLink>,
        }}>
        {
          'Our {policy} explains how we protect this information and your rights of access, correction and complaint; questions go to {email}.'
        }
      </Translate>
    </p>
  );
}
