import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {FONT_FACE_CSS, SITE_FONT, SOURCE_FONT, interFontFace, subsetSiteFont} from '@site/scripts/lib/siteFont.mjs';

const interRule = (declarations: string) =>
  `@font-face{font-family:'Inter Fallback';src:local('Arial')}\n@font-face {\n  font-family: 'Inter';\n${declarations}\n}`;

describe('interFontFace', () => {
  it("reads the weight range and expands the unicode-range of Inter's rule only", () => {
    const css = interRule('  font-weight: 400 900;\n  unicode-range:\n    U+0041-0043, U+00e9,\n    U+2014;');
    expect(interFontFace(css)).toEqual({weights: {min: 400, max: 900}, codePoints: [0x41, 0x42, 0x43, 0xe9, 0x2014]});
  });

  it('refuses a rule without a weight range or with an unreadable range', () => {
    expect(() => interFontFace(interRule('  font-weight: 400;\n  unicode-range: U+0041;'))).toThrow(/weight range/);
    expect(() => interFontFace(interRule('  font-weight: 400 900;\n  unicode-range: U+0041, U+4??;'))).toThrow(
      "Unreadable unicode-range part: 'U+4??'",
    );
    expect(() => interFontFace('@font-face{font-family:Roboto}')).toThrow(/No @font-face rule for Inter/);
  });
});

describe('the committed site font', () => {
  it("is the upstream font cut to the stylesheet's weights and characters (run scripts/subset-font.mjs)", async () => {
    const expected = await subsetSiteFont(readFileSync(FONT_FACE_CSS, 'utf8'));
    expect(Buffer.compare(readFileSync(SITE_FONT), expected)).toBe(0);
  });

  it('is much smaller than the upstream font', () => {
    expect(readFileSync(SITE_FONT).length).toBeLessThan(0.7 * readFileSync(SOURCE_FONT).length);
  });

  it("covers every weight the site's styles and the brand guidelines ask for", () => {
    const {weights} = interFontFace(readFileSync(FONT_FACE_CSS, 'utf8'));
    const sources = [
      ...readdirSync('src', {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.css'))
        .map((file) => readFileSync(path.join('src', file), 'utf8')),
      readFileSync('plugins/brand-guidelines/content.ts', 'utf8'),
    ];
    const used = sources.flatMap((text) =>
      [...text.matchAll(/(?:font-weight:|\bweight:)\s*(\d{3})\b/g)].map((match) => Number(match[1])),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((weight) => weight < weights.min || weight > weights.max)).toEqual([]);
  });
});
