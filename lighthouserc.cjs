/**
 * Lighthouse CI (`npm run lighthouse`, docs/performance.md). Not part of `npm test`: the blocking
 * time follows the machine's load. The budgets keep what a quiet 2-core machine measures, with room for its noise.
 */
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
