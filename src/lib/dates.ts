/** Dates in both languages, in UTC; month names written out, as a first `Intl` use slows hydration. */
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
};

/** The date, its month's name in `locale` (en-CA or fr-CA), or null for a missing or invalid date. */
function parts(value: string | Date | null | undefined, locale: string) {
  const date = value instanceof Date ? value : new Date(value || NaN);
  const month = MONTH_NAMES[locale.startsWith('fr') ? 'fr' : 'en'][date.getUTCMonth()];
  return month === undefined ? null : {day: date.getUTCDate(), month, year: date.getUTCFullYear()};
}

/** "February 18, 2025" in en-CA; "18 février 2025", and "1er juin 2024" for a first day, in fr-CA. */
export function formatLongDate(value: string | Date | null | undefined, locale: string): string | null {
  const date = parts(value, locale);
  if (!date) {
    return null;
  }
  const {day, month, year} = date;
  return locale.startsWith('fr') ? `${day === 1 ? '1er' : day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** "June 2027" in en-CA, "juin 2027" in fr-CA: how the pages write a target date. */
export function formatMonthYear(value: string | null | undefined, locale: string): string | null {
  const date = parts(value, locale);
  return date && `${date.month} ${date.year}`;
}
