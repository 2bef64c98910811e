import {Resvg} from '@resvg/resvg-js';
import {encodeOpaquePng} from '@site/plugins/og-images/opaquePng';
import {OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH, renderOgImage} from '@site/plugins/og-images/ogImage';

/** The pixels a real decoder (resvg's) reads back from a PNG. */
function decode(png: Buffer, width: number, height: number): Uint8Array {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

/** Opaque pixels that exercise every filter: flat runs, gradients and noise. */
function samplePixels(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const at = (y * width + x) * 4;
      pixels[at] = y < height / 3 ? 40 : (x * 9) & 0xff;
      pixels[at + 1] = y < height / 3 ? 40 : (x + y * 5) & 0xff;
      pixels[at + 2] = y > (2 * height) / 3 ? seed & 0xff : (y * 11) & 0xff;
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}

describe('opaque PNG encoding of the sharing images', () => {
  it('is lossless: a decoder reads back every pixel', () => {
    const [width, height] = [37, 21];
    const pixels = samplePixels(width, height);
    const png = encodeOpaquePng(pixels, width, height);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png[25]).toBe(2); // colour type RGB: no alpha channel
    expect(Buffer.from(decode(png, width, height)).equals(Buffer.from(pixels))).toBe(true);
  });

  it('refuses pixels that are not opaque, and a buffer of the wrong size', () => {
    const pixels = samplePixels(4, 4);
    pixels[4 * 5 + 3] = 128;
    expect(() => encodeOpaquePng(pixels, 4, 4)).toThrow('The pixel at 1,1 is not opaque');
    expect(() => encodeOpaquePng(new Uint8Array(10), 4, 4)).toThrow('Expected 64 bytes');
  });

  it('keeps a 1200x630 card with a long title under the size limit', async () => {
    const png = await renderOgImage({
      title: 'Migration de la messagerie vers Microsoft 365 pour un cabinet comptable de Toronto en une fin de semaine',
      eyebrow: 'Northbeam Technologies',
      tagline: 'Services de TI gérés · Toronto',
      theme: 'security',
      siteHost: 'www.northbeam.example',
    });
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_WIDTH, OG_HEIGHT]);
    expect(png.length).toBeLessThanOrEqual(OG_MAX_BYTES);
  }, 30_000);
});
