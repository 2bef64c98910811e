/**
 * Byte budgets measured in the browser on the production build: every script and stylesheet a
 * page loads until the network is idle, gzipped (scripts/lib/firstLoad.mjs, which
 * `npm run bench:scale` measures with too). Prefetches of other routes (rel=prefetch) are not
 * counted. Never a timing assertion.
 */
import {test, expect} from './support/fixtures';
import {firstLoadBytes} from '../../scripts/lib/firstLoad.mjs';
import {builtRoutes} from '../support/routes';

const KB = 1024;
// JavaScript: what the site needs with the framework's own modules (react-helmet-async, tslib, the
// full site config, Docusaurus's interface-string dictionary): at most 151.7 KB (/fr/) and 142.1 KB
// (/) on 2026-11-24, of which about 89 KB is React and the Docusaurus runtime. docs/performance.md
// says why the number is what it is.
export const BUDGETS = {js: 156 * KB, css: 21 * KB, html: 60 * KB};
const LIMITS = `JS ≤ ${BUDGETS.js / KB} KB, CSS ≤ ${BUDGETS.css / KB} KB, HTML ≤ ${BUDGETS.html / KB} KB gzip`;

test.describe('first-load budgets', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1024, 'measured once, at desktop size');

  for (const route of builtRoutes()) {
    test(`${route}: ${LIMITS}`, async ({page}) => {
      const {totals, leftPage} = await firstLoadBytes(page, route);
      test.info().annotations.push({type: 'bytes', description: JSON.stringify(totals)});
      expect(totals.js, `JS gzip on ${route}`).toBeLessThanOrEqual(BUDGETS.js);
      expect(totals.css, `CSS gzip on ${route}`).toBeLessThanOrEqual(BUDGETS.css);
      expect(totals.html, `HTML gzip on ${route}`).toBeLessThanOrEqual(BUDGETS.html);
      if (!leftPage) {
        // Guards against measuring nothing; a redirect page may leave before its scripts load.
        expect(totals.js).toBeGreaterThan(0);
      }
    });
  }
});
