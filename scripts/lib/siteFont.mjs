import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** The upstream font: Inter's latin variable-weight file as published by Fontsource. */
export const SOURCE_FONT = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
/** The subset the site serves and preloads (the stylesheet's `src`). */
export const SITE_FONT = 'static/fonts/inter-latin-variable.woff2';
/** The stylesheet whose `@font-face` for Inter says which weights and characters pages can ask for. */
export const FONT_FACE_CSS = 'src/css/custom.css';
/** OpenType features kept; `calt` was a fifth of the file and cost a round trip to the largest paint on 4G. */
export const KEPT_FEATURES = ['ccmp', 'kern', 'mark', 'mkmk', 'tnum'];

/**
 * The weight range and code points of the Inter `@font-face` rule in a stylesheet.
 * @param {string} css
 * @returns {{weights: {min: number, max: number}, codePoints: number[]}}
 */
export function interFontFace(css) {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1])
    .find((body) => /font-family:\s*['"]?Inter['"]?\s*;/.test(body));
  if (!rule) {
    throw new Error('No @font-face rule for Inter found.');
  }
  const weights = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(rule);
  const ranges = /unicode-range:([^;]+);/.exec(rule);
  if (!weights || !ranges) {
    throw new Error("Inter's @font-face rule needs a weight range ('font-weight: 400 900') and a unicode-range.");
  }
  const codePoints = ranges[1].split(',').flatMap((range) => {
    const bounds = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(range);
    if (!bounds) {
      throw new Error(`Unreadable unicode-range part: '${range.trim()}'.`);
    }
    const first = parseInt(bounds[1], 16);
    const last = bounds[2] ? parseInt(bounds[2], 16) : first;
    return Array.from({length: last - first + 1}, (_, index) => first + index);
  });
  return {weights: {min: Number(weights[1]), max: Number(weights[2])}, codePoints};
}

/**
 * The site's font: Inter cut to the stylesheet's weight range, unicode-range and KEPT_FEATURES.
 * @param {string} [css] the stylesheet holding Inter's @font-face (default: the site's)
 * @returns {Promise<Buffer>}
 */
export async function subsetSiteFont(css = readFileSync(FONT_FACE_CSS, 'utf8')) {
  const {weights, codePoints} = interFontFace(css);
  // Loaded here, not at the top: the tests that only read the rule need no subsetter.
  const {default: subsetFont} = await import('subset-font');
  return subsetFont(readFileSync(SOURCE_FONT), String.fromCodePoint(...codePoints), {
    targetFormat: 'woff2',
    variationAxes: {wght: weights},
    keepFeatures: KEPT_FEATURES,
  });
}
