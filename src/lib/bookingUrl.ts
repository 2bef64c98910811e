/**
 * BOOKING_URL: the page of an online booking service (Microsoft Bookings, Cal.com…) that the
 * contact page offers as "Book a time", in a new tab, so the site loads nothing from the booking
 * host. Unset or blank: no booking link. https only, without credentials: the link is published
 * on every contact page and must not downgrade a visitor to http.
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
