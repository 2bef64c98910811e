/** Dates as the site writes them, the same on the server and in the browser. */

/**
 * Month names of the site's two languages. Pages format their dates with these rather than with
 * `Intl.DateTimeFormat`: the browser's first `Intl` use loads its locale data, about 30 ms of
 * blocked main thread on a mid-range phone while the page hydrates. A unit test checks every name
 * against `Intl`; other locales fall back to it.
 */
const MONTH_NAMES = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
} as const;

/**
 * Long date in the page's locale ("February 18, 2025" in en-CA; "18 février 2025" and
 * "1er juin 2024" in fr-CA), read in UTC so the server and the browser render the same text.
 * Returns null for a missing or invalid date.
 */
export function formatLongDate(value: string | Date | null | undefined, locale: string): string | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    return null;
  }
  const [day, month, year] = [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()];
  // Only the site's own locales: English elsewhere orders a long date differently (en-GB).
  const siteLocale = locale.toLowerCase();
  if (siteLocale === 'en-ca') {
    return `${MONTH_NAMES.en[month]} ${day}, ${year}`;
  }
  if (siteLocale === 'fr-ca') {
    // French writes the first day of a month as an ordinal: « 1er juin ».
    return `${day === 1 ? '1er' : day} ${MONTH_NAMES.fr[month]} ${year}`;
  }
  return new Intl.DateTimeFormat(locale, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}).format(
    date,
  );
}

/**
 * Month and year in the page's locale ("June 2027" in en-CA, "juin 2027" in fr-CA), read in UTC:
 * how the pages write a target date. Returns null for a missing or invalid date.
 */
export function formatMonthYear(value: string | null | undefined, locale: string): string | null {
  const date = value ? new Date(value) : undefined;
  if (date === undefined || Number.isNaN(date.getTime())) {
    return null;
  }
  const [month, year] = [date.getUTCMonth(), date.getUTCFullYear()];
  const siteLocale = locale.toLowerCase();
  if (siteLocale === 'en-ca' || siteLocale === 'fr-ca') {
    return `${MONTH_NAMES[siteLocale === 'en-ca' ? 'en' : 'fr'][month]} ${year}`;
  }
  return new Intl.DateTimeFormat(locale, {year: 'numeric', month: 'long', timeZone: 'UTC'}).format(date);
}
