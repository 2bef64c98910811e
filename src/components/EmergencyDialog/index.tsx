import {useId, type ReactNode} from 'react';
import {Mail, Phone, Siren} from 'lucide-react';
import ModalDialog from '@site/src/components/ModalDialog';
import {company} from '@site/src/data/company';
import {buildMailtoHref, buildTelHref} from '@site/src/lib/contactLinks';
import PlainLink from '@site/src/components/PlainLink';
import styles from './styles.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

const {emergency} = company;
export const emergencyTelHref = buildTelHref(emergency.phoneE164, emergency.extension);
export const emergencyMailHref = buildMailtoHref(emergency.email, emergency.emailSubject);

/** Emergency IT Support dialog: hotline with extension, e-mail and the two actions. */
export default function EmergencyDialog({open, onClose}: Props): ReactNode {
  const descriptionId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Emergency IT Support"
      badge={<Siren size={22} />}
      describedBy={descriptionId}>
      <p id={descriptionId} className={styles.intro}>
        For urgent issues such as outages, security incidents or systems that will not start, reach our emergency team
        right away. Support is available {emergency.availability}.
      </p>
      <dl className={styles.details}>
        <div>
          <dt>Emergency hotline</dt>
          <dd>
            <PlainLink href={emergencyTelHref}>{emergency.phone}</PlainLink>, then extension {emergency.extension}
          </dd>
        </div>
        <div>
          <dt>Emergency e-mail</dt>
          <dd>
            <PlainLink href={emergencyMailHref}>{emergency.email}</PlainLink>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <PlainLink className="button button--primary button--lg" href={emergencyTelHref}>
          <Phone size={18} aria-hidden="true" /> Call Emergency Line
        </PlainLink>
        <PlainLink className="button button--secondary button--lg" href={emergencyMailHref}>
          <Mail size={18} aria-hidden="true" /> Send Emergency Email
        </PlainLink>
      </div>
    </ModalDialog>
  );
}
