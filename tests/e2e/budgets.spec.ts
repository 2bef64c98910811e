/**
 * Byte budgets measured in the browser on the production build: every
 * script and stylesheet a page loads until the network is idle, gzipped. Prefetches of other
 * routes (rel=prefetch) are not counted. Never a timing assertion.
 */
import {gzipSync} from 'node:zlib';
import type {Request} from '@playwright/test';
import {test, expect, waitForHydration} from './support/fixtures';
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
      const requests: Request[] = [];
      // Redirect pages (for example /schedule) move on to another page: count only what the
      // requested page itself loads, until the address changes.
      let leftPage = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).pathname !== route) {
          leftPage = true;
        }
      });
      // Requests still under way: the scripts start after the load event (see the page template),
      // so the measurement waits for hydration and then for every request to finish.
      let inFlight = 0;
      page.on('request', (request) => {
        if (!leftPage) {
          inFlight += 1;
          request.response().then(
            () => requests.push(request),
            () => undefined,
          );
        }
      });
      const settle = () => {
        inFlight = Math.max(0, inFlight - 1);
      };
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
      await page.goto(route, {waitUntil: 'networkidle'});
      if (!leftPage) {
        await waitForHydration(page);
        await expect.poll(() => inFlight).toBe(0);
      }
      const totals = {js: 0, css: 0, html: 0};
      for (const request of requests) {
        const type = request.resourceType();
        const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : null;
        if (!kind || !request.url().startsWith(new URL(page.url()).origin)) {
          continue;
        }
        const response = await request.response();
        const body = await response?.body().catch(() => undefined);
        if (body) {
          totals[kind] += gzipSync(body, {level: 9}).length;
        }
      }
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
