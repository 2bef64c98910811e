/**
 * BOOKING_URL: the online booking page the contact page links to ("Book a time"); unset: no link.
 * https only, without credentials, since it is published on every contact page.
 */
export function parseBookingUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) {
    return undefined;
  }
  const url = URL.parse(text);
  if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    throw new Error(
      `BOOKING_URL must be the https:// address of the booking page, without a user name or password ` +
        `(e.g. https://cal.com/northbeam/consultation), not "${text}". Unset it to build without online booking.`,
    );
  }
  return url.href;
}
