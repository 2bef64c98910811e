/**
 * A visitor's layout changes at the same widths in the styles and in the scripts: one breakpoint
 * list (src/lib/breakpoints.ts) for both.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {mediaQueryWidths} from '@site/src/lib/breakpoints';

const SRC = path.resolve(__dirname, '../../src');

test('media queries use only the widths of the one breakpoint list (src/lib/breakpoints.ts)', () => {
  const allowed = new Set(mediaQueryWidths());
  const cssFiles = readdirSync(SRC, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.css'));
  const strays = cssFiles.flatMap((file) =>
    [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/@media[^{]*/g)].flatMap(([query]) =>
      [...query.matchAll(/\((?:min|max)-width:\s*[^)]+\)/g)]
        .map(([width]) => width.slice(1, -1).replace(/\s+/g, ' '))
        .filter((width) => !allowed.has(width))
        .map((width) => `${file}: ${width}`),
    ),
  );
  expect(cssFiles.length).toBeGreaterThan(10);
  expect(allowed.size).toBeGreaterThan(0);
  expect(strays).toEqual([]);
});
