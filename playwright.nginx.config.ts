/**
 * The end-to-end suite against nginx serving build/ with the shipped configuration
 * (deploy/nginx) over HTTPS, as in production: the whole-site sweep in its host-only form (every
 * route loaded and hydrated; a CSP violation is a console error, so it fails) and the host checks
 * of tests/e2e/production*.spec.ts.
 * Desktop only: the phone size adds nothing to what the host sends.
 *
 *   npx playwright test -c playwright.nginx.config.ts
 *     starts nginx with HTTP on NGINX_PORT (4315) and HTTPS on NGINX_HTTPS_PORT (NGINX_PORT + 1),
 *     and a throwaway test CA whose certificate lands in test-results/nginx-tls/ca.pem
 *   E2E_BASE_URL=https://localhost:4316 NGINX_HTTP_URL=http://localhost:4315 NGINX_CA_FILE=ca.pem \
 *     npx playwright test -c playwright.nginx.config.ts        (a server started elsewhere)
 */
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.NGINX_PORT ?? 4315);
const HTTPS_PORT = Number(process.env.NGINX_HTTPS_PORT ?? PORT + 1);
const BASE_URL = process.env.E2E_BASE_URL ?? `https://localhost:${HTTPS_PORT}`;
const CA_OUT = path.resolve('test-results/nginx-tls/ca.pem');

// The host checks read these (tests/e2e/support/host.ts); workers inherit them.
process.env.NGINX_HTTP_URL ??= `http://localhost:${PORT}`;
process.env.NGINX_CA_FILE ??= CA_OUT;
// The sweep checks what the host adds (tests/e2e/sweep.spec.ts); the page checks ran against the
// same build under the first run.
process.env.SWEEP_HOST_ONLY = '1';

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ['**/sweep.spec.ts', '**/production*.spec.ts'],
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-nginx-results.json'}]],
  outputDir: 'test-results/nginx',
  // The browser does not know the throwaway test CA; the host checks verify the certificate
  // against it themselves.
  use: {...base.use, baseURL: BASE_URL, ignoreHTTPSErrors: true},
  projects: (base.projects ?? [])
    .filter((project) => project.name === 'desktop')
    .map((project) => ({
      ...project,
      testIgnore: [],
      use: {...project.use, baseURL: BASE_URL, ignoreHTTPSErrors: true},
    })),
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node deploy/nginx/local.mjs --root build --port ${PORT} --https-port ${HTTPS_PORT} --ca-out ${CA_OUT}`,
        url: BASE_URL,
        ignoreHTTPSErrors: true,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
        gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
      },
});
