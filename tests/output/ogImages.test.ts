/**
 * The sharing images of the build: every one is a 1200x630 PNG within the size limit, so a share
 * preview (and the deploy) stays small whatever the number of pages. Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {listBuildFiles} from '../../plugins/lib/buildFiles';
import {OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH} from '../../plugins/og-images/ogImage';
import {BUILD_DIR} from '../support/routes';

test('every Open Graph image is a 1200x630 PNG of at most 80 KB', () => {
  const images = listBuildFiles(BUILD_DIR, {extension: '.png'}).filter((file) =>
    file.split(path.sep).join('/').includes('/img/og/'),
  );
  // One per page in each language.
  expect(images.length).toBeGreaterThan(40);
  const wrong = images.flatMap((file) => {
    const png = readFileSync(file);
    const size = [png.readUInt32BE(16), png.readUInt32BE(20)];
    return png.length > OG_MAX_BYTES || size[0] !== OG_WIDTH || size[1] !== OG_HEIGHT
      ? [`${path.relative(BUILD_DIR, file)}: ${png.length} bytes, ${size.join('x')}`]
      : [];
  });
  expect(wrong).toEqual([]);
});
