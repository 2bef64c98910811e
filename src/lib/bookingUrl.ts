/**
 * BOOKING_URL: the page of an online booking service (Microsoft Bookings, Cal.com…) that the
 * contact page offers as "Book a time". Optional: unset or empty, the contact page stays as it is.
 * The page opens in a new tab, so the site loads nothing from the booking host; https only,
 * because the link is published on every contact page and must not downgrade a visitor to http.
 */

import {parseHttpsSetting} from './httpsSetting';

/**
 * The booking page's address, normalised, or undefined when the setting is unset or blank.
 * Throws an error naming the setting when the value is not an absolute https address with a host
 * and without credentials.
 */
export function parseBookingUrl(value: string | undefined): string | undefined {
  return parseHttpsSetting(
    {
      name: 'BOOKING_URL',
      what: 'the booking page',
      example: 'https://cal.com/northbeam/consultation',
      whenUnset: 'to build without online booking',
    },
    value,
  );
}
