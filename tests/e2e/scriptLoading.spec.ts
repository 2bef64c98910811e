/**
 * The first screen never waits for the application scripts: no built page requests a script from
 * its markup (the page template's loader adds them after the load event and the first paint), and
 * in the browser the scripts start only after the load event and the first contentful paint, then
 * hydrate the page.
 */
import {test, expect, waitForHydration} from './support/fixtures';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {COMPILE_HINT} from '../../plugins/site-performance';
import {BUILD_DIR, builtHtml, builtRoutes, localePrefixes} from '../support/routes';

test.describe('application scripts load after the first paint', () => {
  test('no built page has a script element with a src; each has the loader with the main bundle', () => {
    for (const route of [...builtRoutes(), ...localePrefixes().map((prefix) => `${prefix}/404`)]) {
      const html = builtHtml(route);
      expect(html.match(/<script\b[^>]*\bsrc=/gi), `external script tags on ${route}`).toBeNull();
      expect(html, `script loader on ${route}`).toMatch(
        /createElement\("script"\)[^<]*\/assets\/js\/main\.[0-9a-f]+\.js/,
      );
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

  for (const route of ['/', '/about', '/case-studies/email-migration-microsoft-365']) {
    test(`${route}: scripts start after the load event and the first paint, then the page hydrates`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      // The page's own clock: when the load event ended and when each script request started.
      const {loadEnd, firstPaint, scripts} = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return {
          loadEnd: navigation.loadEventEnd,
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter(
              (entry) => entry.initiatorType === 'script' && new URL(entry.name).pathname.startsWith('/assets/js/'),
            )
            .map((entry) => ({path: new URL(entry.name).pathname, start: entry.startTime})),
        };
      });
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => script.start < loadEnd)).toEqual([]);
      // Requested after the first contentful paint, the scripts cannot hold back the largest paint.
      expect(firstPaint).toBeGreaterThan(0);
      expect(scripts.filter((script) => script.start < firstPaint!)).toEqual([]);
    });
  }
});
