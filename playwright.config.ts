import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, findChromiumExecutable} from './tests/e2e/support/browser';
import {EDITOR_PORT, EDITOR_URL} from './tests/e2e/support/editor';

/** The production build is served here for the end-to-end suite, by Cloudflare's own runtime. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

/** `wrangler dev` serving build/ as wrangler.jsonc says (its debugger port beside the site's, so suites never share one). */
export const SITE_SERVER = {
  command: `npx wrangler dev --ip 127.0.0.1 --port ${PORT} --inspector-port ${PORT + 1} --show-interactive-dev-session=false`,
  url: BASE_URL,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
};

/** The writers' editor (editor/) as wrangler serves it; tests/e2e/editor.spec.ts starts its backend. */
const EDITOR_SERVER = {
  command: [
    `npx wrangler dev -c editor/wrangler.jsonc --ip 127.0.0.1 --port ${EDITOR_PORT} --inspector-port ${EDITOR_PORT + 2}`,
    `--show-interactive-dev-session=false --var GITHUB_REPO:northbeam/website --var SITE_URL:${BASE_URL}`,
  ].join(' '),
  url: `${EDITOR_URL}/config.yml`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
};

const launchOptions = {executablePath: findChromiumExecutable(), args: CHROMIUM_ARGS};

/**
 * Checked once, at desktop size: the whole-site sweep (it narrows each page to the tablet and phone
 * widths itself) and behaviour that does not depend on the screen size (the PIN gate, the
 * not-found page, prefetch on hover, the page template's scripts, static bodies, the no-WebGL
 * hero), and the writers' editor, a desktop tool. The phone runs the behaviour that changes with
 * the screen (menus, search, forms, lists).
 * In the other files, a test or group of that kind is tagged `@any-size`: the phone skips it too.
 */
const SIZE_INDEPENDENT = [
  '**/brandGuidelines.spec.ts',
  '**/editor.spec.ts',
  '**/headAfterNavigation.spec.ts',
  '**/notFound.spec.ts',
  '**/pagesNoWebgl.spec.ts',
  '**/scriptLoading.spec.ts',
  '**/sweep.spec.ts',
];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-results.json'}]],
  // Playwright empties its output folder when it starts: a folder of its own keeps the other
  // reports of scripts/test.mjs (the build checks run at the same time) intact.
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions},
    },
    {
      name: 'phone',
      testIgnore: SIZE_INDEPENDENT,
      grepInvert: /@any-size/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL ? undefined : [SITE_SERVER, EDITOR_SERVER],
});
