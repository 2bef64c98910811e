import {formatLongDate, formatMonthYear} from '@site/src/lib/dates';

describe('formatLongDate', () => {
  it("formats long dates in the page's locale, independent of the time zone", () => {
    expect(formatLongDate('2025-02-18', 'en-CA')).toBe('February 18, 2025');
    expect(formatLongDate(new Date(Date.UTC(2024, 5, 20)), 'en-CA')).toBe('June 20, 2024');
    expect(formatLongDate('2025-02-18T00:00:00.000Z', 'en-CA')).toBe('February 18, 2025');
    expect(formatLongDate('2025-02-18', 'fr-CA')).toBe('18 février 2025');
    expect(formatLongDate(new Date(Date.UTC(2024, 5, 1)), 'fr-CA')).toBe('1er juin 2024');
    expect(formatLongDate(new Date(Date.UTC(2024, 5, 1)), 'en-CA')).toBe('June 1, 2024');
    expect(formatLongDate(undefined, 'en-CA')).toBeNull();
    expect(formatLongDate('not a date', 'fr-CA')).toBeNull();
  });

  // The site writes month names itself (no Intl while hydrating); they must read as Intl's would.
  it.each(['en-CA', 'fr-CA'])('writes every day of the year as Intl does in %s', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const expected = intl.format(date).replace(/^1 /, locale === 'fr-CA' ? '1er ' : '1 ');
      expect(formatLongDate(date, locale)).toBe(expected);
    }
  });
});

describe('formatMonthYear', () => {
  it("writes a target date as its month and year in the page's locale", () => {
    expect(formatMonthYear('2027-06-30', 'en-CA')).toBe('June 2027');
    expect(formatMonthYear('2027-06-30', 'fr-CA')).toBe('juin 2027');
    expect(formatMonthYear('2027-01-01', 'fr-CA')).toBe('janvier 2027');
    expect(formatMonthYear('', 'en-CA')).toBeNull();
    expect(formatMonthYear('someday', 'en-CA')).toBeNull();
  });
});
