import {useEffect, useId, useRef, type ReactNode} from 'react';
import {Mail, Phone, Siren, X} from 'lucide-react';
import {company} from '@site/src/data/company';
import {buildMailtoHref, buildTelHref} from '@site/src/lib/contactLinks';
import styles from './styles.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

const {emergency} = company;
export const emergencyTelHref = buildTelHref(emergency.phoneE164, emergency.extension);
export const emergencyMailHref = buildMailtoHref(emergency.email, emergency.emailSubject);

/**
 * Emergency IT Support dialog (spec 2.4). A native modal <dialog>: the page behind it is inert,
 * Escape closes it, and focus goes back to whatever opened it.
 */
export default function EmergencyDialog({open, onClose}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      document.body.classList.add('site-scroll-locked');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    document.body.classList.remove('site-scroll-locked');
    onClose();
    openerRef.current?.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={handleClose}
      onKeyDown={(event) => {
        // Keep Tab inside the dialog instead of letting it reach the browser's own interface.
        if (event.key !== 'Tab') {
          return;
        }
        const focusable = Array.from(
          dialogRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [],
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
      onClick={(event) => {
        // A press on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === dialogRef.current) {
          dialogRef.current.close();
        }
      }}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <span className={styles.badge} aria-hidden="true">
            <Siren size={22} />
          </span>
          <h2 id={titleId} className={styles.title}>
            Emergency IT Support
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={() => dialogRef.current?.close()}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <p id={descriptionId} className={styles.intro}>
          For urgent issues such as outages, security incidents or systems that will not start, reach
          our emergency team right away. Support is available {emergency.availability}.
        </p>
        <dl className={styles.details}>
          <div>
            <dt>Emergency hotline</dt>
            <dd>
              <a href={emergencyTelHref}>{emergency.phone}</a>, then extension {emergency.extension}
            </dd>
          </div>
          <div>
            <dt>Emergency e-mail</dt>
            <dd>
              <a href={emergencyMailHref}>{emergency.email}</a>
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <a className="button button--primary button--lg" href={emergencyTelHref}>
            <Phone size={18} aria-hidden="true" /> Call Emergency Line
          </a>
          <a className="button button--secondary button--lg" href={emergencyMailHref}>
            <Mail size={18} aria-hidden="true" /> Send Emergency Email
          </a>
        </div>
      </div>
    </dialog>
  );
}
