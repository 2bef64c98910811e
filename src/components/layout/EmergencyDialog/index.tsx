import {useId, type ReactNode} from 'react';
import {Mail, Phone, Siren} from 'lucide-react';
import Translate, {translate} from '@docusaurus/Translate';
import ModalDialog from '@site/src/components/ui/ModalDialog';
import {company} from '@site/src/internals/siteData/company';
import {buildMailtoHref, buildTelHref} from '@site/src/lib/contactLinks';
import PlainLink from '@site/src/components/ui/PlainLink';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

const {emergency} = company;
const emergencyTelHref = buildTelHref(emergency.phoneE164, emergency.extension);
const emergencyMailHref = buildMailtoHref(emergency.email, emergency.emailSubject);

/** Emergency IT Support dialog: hotline with extension, e-mail and the two actions. */
export default function EmergencyDialog({open, onClose}: {open: boolean; onClose: () => void}): ReactNode {
  const descriptionId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={translate({
        id: 'emergency.dialog.title',
        message: 'Emergency IT Support',
        description: 'Title of the emergency support dialog',
      })}
      badge={<Siren size={22} />}
      describedBy={descriptionId}>
      <p id={descriptionId} className={styles.intro}>
        <Translate
          id="emergency.dialog.intro"
          description="Intro of the emergency support dialog; availability is when support is available (e.g. 24/7)"
          values={{availability: emergency.availability}}>
          {
            'For urgent issues such as outages, security incidents or systems that will not start, reach our emergency team right away. Support is available {availability}.'
          }
        </Translate>
      </p>
      <dl className={styles.details}>
        <div>
          <dt>
            <Translate id="emergency.dialog.hotlineLabel" description="Label of the emergency phone number">
              Emergency hotline
            </Translate>
          </dt>
          <dd>
            <Translate
              id="emergency.dialog.hotline"
              description="The emergency phone number (a link) and the extension to dial"
              values={{
                phone: <PlainLink href={emergencyTelHref}>{emergency.phone}</PlainLink>,
                extension: emergency.extension,
              }}>
              {'{phone}, then extension {extension}'}
            </Translate>
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="emergency.dialog.emailLabel" description="Label of the emergency e-mail address">
              Emergency e-mail
            </Translate>
          </dt>
          <dd>
            <PlainLink href={emergencyMailHref}>{emergency.email}</PlainLink>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <PlainLink className={buttonClass({variant: 'primary', context: 'hero'})} href={emergencyTelHref}>
          <Phone size={18} aria-hidden="true" />{' '}
          <Translate
            id="emergency.dialog.callButton"
            description="Button of the emergency dialog that calls the hotline">
            Call Emergency Line
          </Translate>
        </PlainLink>
        <PlainLink className={buttonClass({variant: 'secondary', context: 'hero'})} href={emergencyMailHref}>
          <Mail size={18} aria-hidden="true" />{' '}
          <Translate
            id="emergency.dialog.emailButton"
            description="Button of the emergency dialog that writes an e-mail">
            Send Emergency Email
          </Translate>
        </PlainLink>
      </div>
    </ModalDialog>
  );
}
