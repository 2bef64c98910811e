/**
 * BOOKING_URL: the page of an online booking service (Microsoft Bookings, Cal.com…) that the
 * contact page offers as "Book a time". Optional: unset or empty, the contact page stays as it is.
 * The page opens in a new tab, so the site loads nothing from the booking host; https only,
 * because the link is published on every contact page and must not downgrade a visitor to http.
 */

/** The environment variable the build reads. */
const BOOKING_URL_SETTING = 'BOOKING_URL';

/**
 * The booking page's address, normalised, or undefined when the setting is unset or blank.
 * Throws an error naming the setting when the value is not an absolute https address with a host
 * and without credentials.
 */
export function parseBookingUrl(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') {
    return undefined;
  }
  const problem = (reason: string) =>
    new Error(
      `${BOOKING_URL_SETTING} must be the https:// address of the booking page (e.g. https://cal.com/northbeam/consultation), but "${text}" ${reason}. Unset it to build without online booking.`,
    );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw problem('is not an absolute address');
  }
  if (url.protocol !== 'https:') {
    throw problem(`uses ${url.protocol}`);
  }
  if (url.hostname === '') {
    throw problem('has no host name');
  }
  if (url.username !== '' || url.password !== '') {
    throw problem('holds a user name or password');
  }
  return url.href;
}
