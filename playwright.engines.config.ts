/**
 * The engine sweep (tests/engines): the production build in Firefox (Debian's firefox-esr, through
 * puppeteer-core over WebDriver BiDi) and in WebKitGTK (webkit2gtk-driver's WebKitWebDriver under
 * Xvfb). Playwright is only the test runner here: it drives neither browser. One project and one
 * worker per engine, each with one browser for all its routes; the two engines run side by side.
 *
 *   E2E_PORT=4173 E2E_WEBKIT_DRIVER_PORT=4336 npx playwright test -c playwright.engines.config.ts
 */
import {defineConfig} from '@playwright/test';
import base, {BASE_URL, SITE_SERVER} from './playwright.config';
import {missingPackages} from './tests/engines/support/engines';

// Said once, by the runner (workers load this file too); on CI each test of that engine fails.
if (!process.env.CI && process.env.TEST_WORKER_INDEX === undefined) {
  for (const name of ['firefox', 'webkit'] as const) {
    const missing = missingPackages(name);
    if (missing.length > 0) {
      console.warn(
        `SKIPPED the ${name} sweep: ${name} is not installed here (Debian packages: ${missing.join(', ')}).`,
      );
    }
  }
}

export default defineConfig({
  testDir: './tests/engines',
  fullyParallel: false,
  workers: 2,
  retries: base.retries,
  forbidOnly: base.forbidOnly,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-engines-results.json'}]],
  outputDir: 'test-results/engines',
  timeout: 60_000,
  use: {baseURL: BASE_URL},
  projects: [{name: 'firefox'}, {name: 'webkit'}],
  webServer: process.env.E2E_BASE_URL ? undefined : SITE_SERVER,
});
