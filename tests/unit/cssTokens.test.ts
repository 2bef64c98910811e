/**
 * Brand colours are written once, as custom properties in src/css/custom.css; component styles
 * use the variables (translucent shades through color-mix), so a palette change is one edit.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {mediaQueryWidths} from '@site/src/lib/breakpoints';

const SRC = path.resolve(__dirname, '../../src');
const GLOBAL_CSS = path.join(SRC, 'css', 'custom.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return cssFiles(full);
    }
    return name.endsWith('.css') && full !== GLOBAL_CSS ? [full] : [];
  });
}

/** The brand tokens' colours, as hex and as the `rgb(r g b` prefix of a translucent shade. */
function tokenColours(): Map<string, string> {
  const colours = new Map<string, string>();
  for (const [, name, hex] of readFileSync(GLOBAL_CSS, 'utf8').matchAll(/(--brand-[\w-]+):\s*#([0-9a-f]{6})\b/gi)) {
    const value = hex!.toLowerCase();
    const [r, g, b] = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
    colours.set(`#${value}`, name!);
    colours.set(`rgb(${r} ${g} ${b}`, name!);
  }
  return colours;
}

test('component styles use the brand tokens instead of repeating their colours', () => {
  const colours = tokenColours();
  expect(colours.size).toBeGreaterThan(0);
  const repeated = cssFiles(SRC).flatMap((file) => {
    const css = readFileSync(file, 'utf8').toLowerCase();
    return [...colours]
      .filter(([value]) => new RegExp(`${value.replace(/[()#]/g, '\\$&')}(?![0-9a-f])`).test(css))
      .map(([value, token]) => `${path.relative(SRC, file)}: ${value} is var(${token})`);
  });
  expect(repeated).toEqual([]);
});

test('media queries use only the widths of the one breakpoint list (src/lib/breakpoints.ts)', () => {
  const allowed = new Set(mediaQueryWidths());
  const strays = [...cssFiles(SRC), GLOBAL_CSS].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@media[^{]*/g)].flatMap(([query]) =>
      [...query.matchAll(/\((?:min|max)-width:\s*[^)]+\)/g)]
        .map(([width]) => width.slice(1, -1).replace(/\s+/g, ' '))
        .filter((width) => !allowed.has(width))
        .map((width) => `${path.relative(SRC, file)}: ${width}`),
    ),
  );
  expect(allowed.size).toBeGreaterThan(0);
  expect(strays).toEqual([]);
});
