/** French spacing set at build (no-break spaces before ":;?!", in « » and figures), so writers type plain spaces. */

/** French content: the files under i18n/fr-CA/ (a French build may show an English file instead). */
export function isFrenchFile(filePath: string): boolean {
  return /[\\/]i18n[\\/]fr(?:-[A-Za-z]+)?[\\/]/.test(filePath);
}

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/** Web and e-mail addresses and HTML character references, kept whole: the rules apply between them. */
const VERBATIM = /((?:https?:\/\/|mailto:|www\.)\S+|&#?\w+;)/i;

/** Spaces (ordinary or not) before a mark; the mark ends a word: space, end or closing sign follows. */
const BEFORE_COLON = /\s*:(?=\s|$)/g;
const BEFORE_TALL_MARKS = /\s*([;?!]+)(?=[\s»"”’)\]]|$)/g;
const AFTER_OPENING_GUILLEMET = /«\s*/g;
const BEFORE_CLOSING_GUILLEMET = /\s*»/g;
const BETWEEN_FIGURE_AND_UNIT = /(\d)[ \t]+([%$])/g;
/** A group of three figures that ends the number (a telephone number's 555-0100 does not). */
const THOUSANDS_SEPARATOR = /(\d)[ \t](?=\d{3}(?![\d-]))/g;

function spaceMarks(text: string): string {
  return text
    .replace(BEFORE_COLON, `${NO_BREAK_SPACE}:`)
    .replace(BEFORE_TALL_MARKS, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(AFTER_OPENING_GUILLEMET, `«${NO_BREAK_SPACE}`)
    .replace(BEFORE_CLOSING_GUILLEMET, `${NO_BREAK_SPACE}»`)
    .replace(BETWEEN_FIGURE_AND_UNIT, `$1${NO_BREAK_SPACE}$2`)
    .replace(THOUSANDS_SEPARATOR, `$1${NO_BREAK_SPACE}`);
}

/** `text` with French punctuation spacing (see above). */
export function frenchTypography(text: string): string {
  return text
    .split(VERBATIM)
    .map((part, index) => (index % 2 === 1 ? part : spaceMarks(part)))
    .join('');
}

/** Every text of `value` (front matter: strings in objects and lists, at any depth) in French typography. */
export function frenchTypographyDeep<T>(value: T): T {
  if (typeof value === 'string') {
    return frenchTypography(value) as T;
  }
  if (Array.isArray(value)) {
    return value.map(frenchTypographyDeep) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, frenchTypographyDeep(item)])) as T;
  }
  return value;
}
