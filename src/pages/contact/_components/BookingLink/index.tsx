import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useSiteCustomFields from '@site/src/hooks/useSiteCustomFields';
import {buttonClass} from '@site/src/components/ui/Button';
import ExternalLink from '@site/src/components/ui/ExternalLink';
import {BOOKING_LINK_MARK} from '@site/src/lib/siteEvents';
import styles from './styles.module.css';

/**
 * "Book a time": the booking page (BOOKING_URL) in a new tab, beside the contact form, so the
 * visitor chooses between booking and writing. A plain link: no frame and no script from the
 * booking host, so the contact page still loads only the form service. Nothing when unset.
 */
export default function BookingLink(): ReactNode {
  const {bookingUrl} = useSiteCustomFields();
  if (!bookingUrl) {
    return null;
  }
  return (
    <p className={styles.booking}>
      <span className={styles.lead}>
        <Translate id="contact.booking.lead">Prefer to choose a time yourself?</Translate>
      </span>{' '}
      <ExternalLink
        href={bookingUrl}
        className={buttonClass({variant: 'secondary'})}
        data-analytics={BOOKING_LINK_MARK}>
        <Translate id="contact.booking.link">Book a time</Translate>
      </ExternalLink>
    </p>
  );
}
