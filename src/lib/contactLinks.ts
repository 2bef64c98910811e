/** Builds tel:, mailto: and maps links from company constants, and writes telephone numbers. */

/** A phone number from E.164: "(416) 555-0100" in English, "416 555-0100" in French (OQLF). */
export function phoneText(e164: string, locale: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (!match) {
    return e164;
  }
  const [, area, exchange, line] = match;
  return locale.startsWith('fr') ? `${area} ${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
}

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
