/**
 * Open Graph images: a 1200x630 PNG per page (opaque RGB, under OG_MAX_BYTES), drawn with satori (layout to SVG) and resvg (SVG
 * to PNG) from the page title and its theme colours. Fonts are read from this folder: satori
 * reads TTF, OTF and WOFF but not WOFF2, so the site's Inter WOFF2 cannot be used here and the
 * bundled Liberation Sans (licence beside it) draws the text. Nothing is fetched.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {encodeOpaquePng} from './opaquePng';
import {pageThemes, type PageThemeId} from '../../src/data/pageThemes';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PADDING_X = 80;
const PADDING_Y = 72;

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number];

let fontCache: SatoriFont[] | undefined;
function fonts(): SatoriFont[] {
  fontCache ??= [
    {
      name: 'Sans',
      weight: 700,
      style: 'normal',
      data: readFileSync(path.join(__dirname, 'fonts/LiberationSans-Bold.ttf')),
    },
    {
      name: 'Sans',
      weight: 400,
      style: 'normal',
      data: readFileSync(path.join(__dirname, 'fonts/LiberationSans-Regular.ttf')),
    },
  ];
  return fontCache;
}

/**
 * The page theme a built page declares: its hero (or article) writes `data-theme-id` into the
 * HTML, so the sharing image takes the same colours as the page. Pages without one get the
 * brand theme.
 */
export function themeOfPage(html: string): PageThemeId {
  const declared = /\bdata-theme-id=["']?([a-z-]+)/.exec(html)?.[1];
  return declared && declared in pageThemes ? (declared as PageThemeId) : 'brand';
}

/** Colour stops of a theme gradient, for the image background. */
export function gradientStops(theme: PageThemeId): string[] {
  return [...pageThemes[theme].gradient.matchAll(/#[0-9a-f]{6}/gi)].map((match) => match[0]);
}

export interface OgImageInput {
  title: string;
  /** Small line above the title (the site or section name). */
  eyebrow: string;
  /** The line at the bottom, in the page's language (`sharingImage.tagline` in src/data/company.ts). */
  tagline: string;
  theme: PageThemeId;
  siteHost: string;
}

type Node = {type: string; props: Record<string, unknown>};
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: {style, children},
});

/** Social cards are fetched by every share preview: the build keeps each under this size. */
export const OG_MAX_BYTES = 80 * 1024;

export async function renderOgImage(input: OgImageInput): Promise<Buffer> {
  const image = new Resvg(await ogImageSvg(input), {fitTo: {mode: 'width', value: OG_WIDTH}}).render();
  return encodeOpaquePng(image.pixels, image.width, image.height);
}

export async function ogImageSvg({title, eyebrow, tagline, theme, siteHost}: OgImageInput): Promise<string> {
  const stops = gradientStops(theme);
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
      backgroundColor: stops[0] ?? '#370065',
      backgroundImage: `linear-gradient(135deg, ${stops.join(', ')})`,
    },
    [
      h('div', {display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700, letterSpacing: 1}, [
        {type: 'img', props: {src: logoMarkDataUri(), width: 56, height: 56, style: {marginRight: 22}}},
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
  return satori(tree as unknown as Parameters<typeof satori>[0], {width: OG_WIDTH, height: OG_HEIGHT, fonts: fonts()});
}

const LOGO_MARK = path.join(__dirname, '../../static/img/logo-mark.svg');

function logoMarkDataUri(): string {
  return `data:image/svg+xml;base64,${readFileSync(LOGO_MARK).toString('base64')}`;
}
