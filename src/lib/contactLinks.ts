/**
 * Builds tel:, mailto: and maps links from company constants.
 */

/** tel: link; with an extension, a pause (",") and the extension are appended to the number. */
export function buildTelHref(phone: string, extension?: string): string {
  const dialable = phone.replace(/[^\d+]/g, '');
  if (dialable.replace(/\D/g, '') === '') {
    throw new Error(`Phone number "${phone}" has no digits`);
  }
  const ext = (extension ?? '').replace(/\D/g, '');
  return ext ? `tel:${dialable},${ext}` : `tel:${dialable}`;
}

export function buildMailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

export function buildMapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
