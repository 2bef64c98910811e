/**
 * The engine sweep (tests/engines): the production build in Firefox (Debian's firefox-esr, through
 * puppeteer-core over WebDriver BiDi) and in WebKitGTK (webkit2gtk-driver's WebKitWebDriver under
 * Xvfb). Playwright is only the test runner here: it drives neither browser. One project and one
 * worker per engine, each with one browser for all its routes; the two engines run side by side.
 *
 *   E2E_PORT=4173 E2E_WEBKIT_DRIVER_PORT=4336 npx playwright test -c playwright.engines.config.ts
 */
import {defineConfig} from '@playwright/test';
import base, {BASE_URL} from './playwright.config';

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
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/serve.mjs --host 127.0.0.1 --port ${new URL(BASE_URL).port}`,
        url: BASE_URL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
