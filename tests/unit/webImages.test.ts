import sharp from 'sharp';
import {BODY_SIZE, COVER_SIZE, webImage} from '@site/src/remark/webImages';

/** A 4000x3000 photo-like PNG (gradients under grain) of several megabytes, as a phone uploads. */
async function oversizedPhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let index = 0; index < width * height; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed >> 16) % 48;
    const [x, y] = [index % width, Math.floor(index / width)];
    pixels[index * 3] = ((x * 255) / width + grain) & 255;
    pixels[index * 3 + 1] = ((y * 255) / height + grain) & 255;
    pixels[index * 3 + 2] = (((x + y) * 128) / (width + height) + grain) & 255;
  }
  return sharp(pixels, {raw: {width, height, channels: 3}})
    .png()
    .toBuffer();
}

describe('images sized for the web', () => {
  let upload: Buffer;
  beforeAll(async () => {
    upload = await oversizedPhoto();
  }, 30_000);

  it.each([
    ['the cover of a card or page header', COVER_SIZE, {width: 1200, height: 630}],
    ['an image in the text', BODY_SIZE, {width: 1200, height: 900}],
  ])('an oversized upload becomes %s under 300 KB, as a WebP', async (_case, size, shown) => {
    expect(upload.length).toBeGreaterThan(8_000_000);
    const web = await webImage(upload, size);
    expect(web.length).toBeLessThan(300_000);
    expect(await sharp(web).metadata()).toMatchObject({format: 'webp', ...shown});
  });

  it('never enlarges a small image in the text', async () => {
    const small = await sharp({create: {width: 400, height: 300, channels: 3, background: '#5b3fd1'}})
      .png()
      .toBuffer();
    expect(await sharp(await webImage(small, BODY_SIZE)).metadata()).toMatchObject({width: 400, height: 300});
  });
});
