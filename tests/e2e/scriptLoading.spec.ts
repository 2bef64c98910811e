/**
 * The first screen never waits for the application scripts: in the browser the scripts start
 * only after the load event and the first contentful paint, then hydrate the page. That no built
 * page requests a script from its markup is checked on the files (tests/output/scriptLoading.test.ts).
 */
import {test, expect, waitForHydration} from './support/fixtures';

test.describe('application scripts load after the first paint', () => {
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
