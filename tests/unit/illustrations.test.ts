/**
 * The framed illustrations (service pages, case-study and blog covers) show their decorative
 * circles whole: a circle that runs past the edge of the drawing is cut flat by the card or frame
 * it sits in, which reads as a mistake. Full-bleed backgrounds drawn to be cropped
 * (`preserveAspectRatio="... slice"`, the hero and call-to-action backgrounds) are not framed.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const IMG = path.resolve(__dirname, '../../static/img');
const FRAMED_FOLDERS = ['services', 'case-studies', 'blog'];
/** Dots and pins are small enough to sit on an edge; decorative circles are larger. */
const DECORATIVE_RADIUS = 20;

const files = FRAMED_FOLDERS.flatMap((folder) =>
  readdirSync(path.join(IMG, folder))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => `${folder}/${name}`),
);

test.each(files)('%s: every decorative circle lies inside the drawing', (file) => {
  const svg = readFileSync(path.join(IMG, file), 'utf8');
  expect(svg).not.toMatch(/preserveAspectRatio="[^"]*slice/);
  const [x0, y0, width, height] = svg
    .match(/viewBox="([^"]+)"/)![1]!
    .split(/\s+/)
    .map(Number) as [number, number, number, number];
  const cut = Array.from(svg.matchAll(/<circle\b[^>]*>/g)).flatMap(([tag]) => {
    const attribute = (name: string) => Number(tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1]);
    // A circle without a centre of its own is placed by a transformed group: its size is what counts.
    const [cx, cy, r] = [attribute('cx'), attribute('cy'), attribute('r')];
    if (Number.isNaN(cx) || Number.isNaN(cy)) {
      return r * 2 > Math.min(width, height) ? [tag] : [];
    }
    const inside = cx - r >= x0 && cy - r >= y0 && cx + r <= x0 + width && cy + r <= y0 + height;
    return r >= DECORATIVE_RADIUS && !inside ? [tag] : [];
  });
  expect(cut).toEqual([]);
});
