/**
 * Lighthouse CI (`npm run lighthouse`, after `npm run build`): serves the production build with
 * `npm run serve`, runs Lighthouse's default mobile emulation (a mid-range phone on slow 4G,
 * simulated) three times on a few representative pages, and fails when a page's median run misses
 * its budget. Reports land in lighthouse-results/. Not part of `npm test`: the blocking time
 * follows the machine's load, so measure on a quiet machine and compare builds A/B in one session.
 *
 * The budgets keep what the site measures on a quiet 2-core machine (docs/performance.md): score
 * 100, LCP 1.1-1.2 s, TBT under 60 ms, no layout shift; with room for the noise of that machine.
 */
// The server and its address: `npm run serve` at port 3000, or another (LIGHTHOUSE_SERVE, LIGHTHOUSE_ORIGIN).
const serve = process.env.LIGHTHOUSE_SERVE || 'npm run serve';
const origin = process.env.LIGHTHOUSE_ORIGIN || 'http://localhost:3000';

/** One page of each template, and the longest French page (the case studies block the longest). */
const ROUTES = [
  '/',
  '/services/managed-it-services',
  '/blog/mfa-setup-quick-tip',
  '/case-studies/email-migration-microsoft-365',
  '/contact',
  '/fr/case-studies/email-migration-microsoft-365',
];

module.exports = {
  ci: {
    collect: {
      startServerCommand: serve,
      // wrangler's "Ready on http://localhost:3000" (it can take half a minute on a busy machine).
      startServerReadyPattern: 'Ready on',
      startServerReadyTimeout: 60000,
      url: ROUTES.map((route) => `${origin}${route}`),
      numberOfRuns: 3,
      // Lighthouse finds Chrome or Chromium itself (Debian's /usr/bin/chromium here), or takes CHROME_PATH.
      settings: {
        onlyCategories: ['performance'],
        chromeFlags: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ].join(' '),
      },
    },
    assert: {
      assertions: {
        'categories:performance': ['error', {minScore: 0.95, aggregationMethod: 'median-run'}],
        'largest-contentful-paint': ['error', {maxNumericValue: 1500, aggregationMethod: 'median-run'}],
        'total-blocking-time': ['error', {maxNumericValue: 200, aggregationMethod: 'median-run'}],
        'cumulative-layout-shift': ['error', {maxNumericValue: 0.01, aggregationMethod: 'median-run'}],
      },
    },
    upload: {target: 'filesystem', outputDir: 'lighthouse-results'},
  },
};
