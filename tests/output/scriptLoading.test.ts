/**
 * The first screen never waits for the application scripts, read from the built files: no page
 * requests a script from its markup (the page template's loader adds them after the load event
 * and the first paint; tests/e2e/scriptLoading.spec.ts checks when they start in the browser).
 * Reads build/ only.
 */
import {builtHtml, builtRoutes, localePrefixes} from '../support/routes';

describe('application scripts', () => {
  test('no built page has a script element with a src; each has the loader with the main bundle', () => {
    for (const route of [...builtRoutes(), ...localePrefixes().map((prefix) => `${prefix}/404`)]) {
      const html = builtHtml(route);
      expect({route, tags: html.match(/<script\b[^>]*\bsrc=/gi)}).toEqual({route, tags: null});
      expect(html).toMatch(/createElement\("script"\)[^<]*\/assets\/js\/main\.[0-9a-f]+\.js/);
    }
  });
});
