/** BOOKING_URL, the booking page the contact page links to: https only, without credentials. */
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
