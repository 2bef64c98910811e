/**
 * The first screen never waits for the application scripts: no built page requests a script from
 * its markup (the page template's loader adds them after the load event and the first paint), and
 * in the browser the scripts start only after the load event, then hydrate the page.
 */
import {test, expect, waitForHydration} from './support/fixtures';
import {builtHtml, builtRoutes, localePrefixes} from './support/routes';

test.describe('application scripts load after the first paint', () => {
  test('no built page has a script element with a src; each has the loader with the main bundle', ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'file checks run once');
    for (const route of [...builtRoutes(), ...localePrefixes().map((prefix) => `${prefix}/404`)]) {
      const html = builtHtml(route);
      expect(html.match(/<script\b[^>]*\bsrc=/gi), `external script tags on ${route}`).toBeNull();
      expect(html, `script loader on ${route}`).toMatch(
        /createElement\("script"\)[^<]*\/assets\/js\/main\.[0-9a-f]+\.js/,
      );
    }
  });

  for (const route of ['/', '/about', '/case-studies/email-migration-microsoft-365']) {
    test(`${route}: scripts start after the load event, then the page hydrates`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      // The page's own clock: when the load event ended and when each script request started.
      const {loadEnd, scripts} = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return {
          loadEnd: navigation.loadEventEnd,
          scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter(
              (entry) => entry.initiatorType === 'script' && new URL(entry.name).pathname.startsWith('/assets/js/'),
            )
            .map((entry) => ({path: new URL(entry.name).pathname, start: entry.startTime})),
        };
      });
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => script.start < loadEnd)).toEqual([]);
    });
  }
});
