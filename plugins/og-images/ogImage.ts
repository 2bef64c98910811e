/** 1200x630 Open Graph PNGs (satori, resvg, sharp); satori cannot read WOFF2, so Liberation Sans draws them. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import sharp from 'sharp';
import {pageThemes, type PageThemeId} from '../../src/data/pageThemes';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PADDING_X = 80;
const PADDING_Y = 72;

const FONTS = (
  [
    ['Bold', 700],
    ['Regular', 400],
  ] as const
).map(([style, weight]) => ({
  name: 'Sans',
  weight,
  data: readFileSync(path.join(__dirname, `fonts/LiberationSans-${style}.ttf`)),
}));

/** The `data-theme-id` a built page declares, so its image takes the page's colours; else the brand theme. */
export function themeOfPage(html: string): PageThemeId {
  const declared = /\bdata-theme-id=["']?([a-z-]+)/.exec(html)?.[1];
  return declared && declared in pageThemes ? (declared as PageThemeId) : 'brand';
}

export interface OgImageInput {
  title: string;
  eyebrow: string;
  /** The line at the bottom, in the page's language (`sharingImage.tagline` in src/data/company.ts). */
  tagline: string;
  theme: PageThemeId;
  siteHost: string;
}

const LOGO_MARK = `data:image/svg+xml;base64,${readFileSync(path.join(__dirname, '../../static/img/logo-mark.svg')).toString('base64')}`;

type Node = {type: string; props: Record<string, unknown>};
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: {style, children},
});

/** Social cards are fetched by every share preview: the build keeps each under this size. */
export const OG_MAX_BYTES = 80 * 1024;

export async function renderOgImage(input: OgImageInput): Promise<Buffer> {
  const {pixels, width, height} = new Resvg(await ogImageSvg(input), {
    fitTo: {mode: 'width', value: OG_WIDTH},
  }).render();
  return sharp(pixels, {raw: {width, height, channels: 4}})
    .removeAlpha()
    .png({compressionLevel: 9})
    .toBuffer();
}

export async function ogImageSvg({title, eyebrow, tagline, theme, siteHost}: OgImageInput): Promise<string> {
  const stops = pageThemes[theme].gradient.match(/#[0-9a-f]{6}/gi)!;
  const titleSize = title.length > 60 ? 56 : title.length > 36 ? 68 : 80;
  const tree = h(
    'div',
    {
      // satori sizes the root's content box: the padding is added to the width and height.
      width: OG_WIDTH - 2 * PADDING_X,
      height: OG_HEIGHT - 2 * PADDING_Y,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PADDING_Y}px ${PADDING_X}px`,
      color: '#ffffff',
      fontFamily: 'Sans',
      backgroundColor: stops[0],
      backgroundImage: `linear-gradient(135deg, ${stops.join(', ')})`,
    },
    [
      h('div', {display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700, letterSpacing: 1}, [
        {type: 'img', props: {src: LOGO_MARK, width: 56, height: 56, style: {marginRight: 22}}},
        eyebrow,
      ]),
      h('div', {display: 'flex', fontSize: titleSize, fontWeight: 700, lineHeight: 1.12, maxWidth: 1040}, title),
      h('div', {display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#e9ddfb'}, [
        h('div', {display: 'flex'}, tagline),
        h('div', {display: 'flex'}, siteHost),
      ]),
    ],
  );
  // satori takes React elements; plain objects of the same shape are what JSX compiles to.
  return satori(tree as unknown as Parameters<typeof satori>[0], {width: OG_WIDTH, height: OG_HEIGHT, fonts: FONTS});
}
