/**
 * The end-to-end suite against nginx serving build/ with the shipped server block
 * (deploy/nginx), as in production: the whole-site sweep (every route; a CSP violation is a
 * console error, so it fails) and the host checks of tests/e2e/production*.spec.ts.
 * Desktop only: the phone size adds nothing to what the host sends.
 *
 *   npx playwright test -c playwright.nginx.config.ts           (starts nginx on NGINX_PORT, 4315)
 *   E2E_BASE_URL=http://127.0.0.1:4315 npx playwright test -c playwright.nginx.config.ts
 */
import {defineConfig} from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.NGINX_PORT ?? 4315);
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ['**/sweep.spec.ts', '**/production*.spec.ts'],
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-nginx-results.json'}]],
  outputDir: 'test-results/nginx',
  use: {...base.use, baseURL: BASE_URL},
  projects: (base.projects ?? [])
    .filter((project) => project.name === 'desktop')
    .map((project) => ({
      ...project,
      use: {...project.use, baseURL: BASE_URL},
    })),
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node deploy/nginx/local.mjs --root build --port ${PORT}`,
        url: BASE_URL,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
        gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
      },
});
