/** Dates in both languages, in UTC, so the prerendered text and the hydrated one agree. */
function format(value: string | Date | null | undefined, locale: string, options: Intl.DateTimeFormatOptions) {
  const date = value instanceof Date ? value : new Date(value || NaN);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, {timeZone: 'UTC', ...options}).format(date);
}

/** "February 18, 2025" in en-CA; "18 février 2025", and "1er juin 2024" for a first day, in fr-CA. */
export function formatLongDate(value: string | Date | null | undefined, locale: string): string | null {
  const date = format(value, locale, {dateStyle: 'long'});
  return date && locale.startsWith('fr') ? date.replace(/^1 /, '1er ') : date;
}

/** "June 2027" in en-CA, "juin 2027" in fr-CA: how the pages write a target date. */
export function formatMonthYear(value: string | null | undefined, locale: string): string | null {
  return format(value, locale, {month: 'long', year: 'numeric'});
}
