/**
 * The brand guidelines are written in the site's Canadian spelling (colour, organisation,
 * centre). Section names quoted exactly elsewhere, such as 'Color Palette', live in the page
 * component, not in this copy.
 */
import {brandGuidelines} from '../../plugins/brand-guidelines/content';

/** US spellings the rest of the site writes the Canadian way. */
const US_SPELLING =
  /\b(color\w*|organiz\w*|moderniz\w*|synergiz\w*|center\w*|behavior\w*|favor\w*|honor\w*|labor\w*|gray\w*)\b/gi;

function strings(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') {
    return [[at, value]];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

test('the brand guidelines copy uses Canadian spelling', () => {
  const found = strings(brandGuidelines, 'brandGuidelines')
    // Tokens and file names are code, not copy.
    .filter(([at]) => !/\.(token|file)$/.test(at))
    .flatMap(([at, text]) => (text.match(US_SPELLING) ?? []).map((word) => `${at}: ${word}`));
  expect(found).toEqual([]);
});
