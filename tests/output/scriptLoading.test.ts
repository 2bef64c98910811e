/**
 * The first screen never waits for the application scripts, read from the built files: no page
 * requests a script from its markup (the page template's loader adds them after the load event
 * and the first paint; tests/e2e/scriptLoading.spec.ts checks when they start in the browser),
 * and the main bundle carries V8's compile hint. Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {COMPILE_HINT} from '../../plugins/site-performance';
import {BUILD_DIR, builtHtml, builtRoutes, localePrefixes} from '../support/routes';

describe('application scripts', () => {
  test('no built page has a script element with a src; each has the loader with the main bundle', () => {
    for (const route of [...builtRoutes(), ...localePrefixes().map((prefix) => `${prefix}/404`)]) {
      const html = builtHtml(route);
      expect({route, tags: html.match(/<script\b[^>]*\bsrc=/gi)}).toEqual({route, tags: null});
      expect(html).toMatch(/createElement\("script"\)[^<]*\/assets\/js\/main\.[0-9a-f]+\.js/);
    }
  });

  test('the main bundle asks Chromium to compile it while it downloads', () => {
    const [mainBundle] = builtHtml('/').match(/\/assets\/js\/main\.[0-9a-f]+\.js/) ?? [];
    expect(mainBundle).toBeDefined();
    // The hint counts only as the file's first line.
    expect(readFileSync(path.join(BUILD_DIR, mainBundle!), 'utf8').split('\n', 1)[0]).toBe(COMPILE_HINT);
    // The stylesheet comes from the same entry chunk and must not get it: CSS has no `//` comments.
    const [stylesheet] = builtHtml('/').match(/\/assets\/css\/styles\.[0-9a-f]+\.css/) ?? [];
    expect(readFileSync(path.join(BUILD_DIR, stylesheet!), 'utf8')).not.toContain(COMPILE_HINT);
  });
});
