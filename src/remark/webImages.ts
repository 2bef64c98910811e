/** Raster images of posts and case studies ship as WebP at their shown size, named after their content. */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type {Plugin} from 'unified';
import type {Image, Root} from 'mdast';

const SITE_DIR = path.resolve(__dirname, '../..');
/** Where the copies are written: served as static files, kept between builds. */
export const WEB_IMAGES_DIR = 'node_modules/.cache/web-images';
const PUBLIC_FOLDER = '/img/web';
const RASTER = /^\/[^?#]*\.(?:png|jpe?g|webp|avif|gif)$/i;

export interface WebImageSize {
  width: number;
  /** Given: the image is cropped to exactly width x height. Left out: it keeps its proportions. */
  height?: number;
}

export const COVER_SIZE: WebImageSize = {width: 1200, height: 630};
export const BODY_SIZE: WebImageSize = {width: 1200};

/** `input` as a WebP of `size`, turned as the camera held it, without its metadata (location). */
export async function webImage(input: Buffer, size: WebImageSize): Promise<Buffer> {
  return sharp(input, {animated: true})
    .rotate()
    .resize({...size, fit: 'cover', withoutEnlargement: size.height === undefined})
    .webp({quality: 80})
    .toBuffer();
}

/** The web copy of a site image `src`, written if missing; `src` itself when it is no raster image. */
export async function webImagePath(src: string, size: WebImageSize, usedIn: string): Promise<string> {
  if (!RASTER.test(src)) {
    return src;
  }
  const source = path.join(SITE_DIR, 'static', decodeURI(src));
  if (!existsSync(source)) {
    throw new Error(`The image ${src} of ${path.relative(SITE_DIR, usedIn)} is not in static/.`);
  }
  const input = readFileSync(source);
  const hash = createHash('sha256').update(input).update(JSON.stringify(size)).digest('hex').slice(0, 12);
  const name = `${path.basename(source).replace(/\.[^.]+$/, '')}-${hash}.webp`;
  const target = path.join(SITE_DIR, WEB_IMAGES_DIR, PUBLIC_FOLDER, name);
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), {recursive: true});
    // Written aside, then renamed: the build reads a file only once it is whole.
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, await webImage(input, size));
    renameSync(partial, target);
  }
  return `${PUBLIC_FOLDER}/${name}`;
}

/** Points every raster image of the body at its web copy, before Docusaurus makes it an asset. */
export const remarkWebImages: Plugin<[], Root> = () => async (tree, file) => {
  const images: Image[] = [];
  const collect = (node: Root | Root['children'][number]): void => {
    if (node.type === 'image') {
      images.push(node);
    } else if ('children' in node) {
      (node.children as Root['children']).forEach(collect);
    }
  };
  collect(tree);
  for (const image of images) {
    image.url = await webImagePath(image.url, BODY_SIZE, file.path);
  }
};
