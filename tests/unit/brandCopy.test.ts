/**
 * The brand guidelines are written in the site's Canadian spelling (colour, organisation,
 * centre). Section names quoted exactly elsewhere, such as 'Color Palette', live in the page
 * component, not in this copy.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
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

/** The colour names of a favicon file: its tile (the rect's fill) and its mark (the path's stroke). */
function faviconColours(file: string): {tile: string; mark: string} {
  const svg = readFileSync(path.join(__dirname, '../../static', file), 'utf8');
  const named = (hex: string | undefined) => {
    if (hex === undefined) {
      throw new Error(`${file}: no colour`);
    }
    if (/^#fff(fff)?$/i.test(hex)) {
      return 'white';
    }
    const swatch = brandGuidelines.colours.palette.find((colour) => colour.hex.toLowerCase() === hex.toLowerCase());
    if (!swatch) {
      throw new Error(`${file}: ${hex} is not a palette colour`);
    }
    return swatch.name;
  };
  return {
    tile: named(/<rect[^>]*\bfill="([^"]+)"/.exec(svg)?.[1]),
    mark: named(/<path[^>]*\bstroke="([^"]+)"/.exec(svg)?.[1]),
  };
}

test('each favicon is described by its own colours and previewed on a background it stands out on', () => {
  const favicons = brandGuidelines.logos.files.filter((logo) => logo.name.startsWith('Favicon'));
  expect(favicons.map((logo) => logo.name)).toEqual(['Favicon (light)', 'Favicon (dark)']);
  for (const favicon of favicons) {
    const {tile, mark} = faviconColours(favicon.file);
    expect(favicon.usage).toContain(`a ${mark} mark on a ${tile} tile`);
    // A light tile needs the dark preview background, a dark tile the light one.
    expect(Boolean(favicon.darkBackground)).toBe(tile === 'white' || tile === 'Cloud White');
  }
});
