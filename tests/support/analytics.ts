/**
 * The build with analytics on, for tests/e2e/analytics.spec.ts: scripts/test.mjs builds it into
 * ANALYTICS_BUILD_DIR with ANALYTICS_ENDPOINT set to the recording collector
 * (tests/e2e/support/collector.mjs), and playwright.config.ts serves both.
 *
 *   ANALYTICS_ENDPOINT=http://127.0.0.1:4327 ANALYTICS_DOMAIN=northbeam.example \
 *     NORTHBEAM_TEST_BUILD=loopback-only npx docusaurus build --out-dir build-analytics && node scripts/postbuild.mjs build-analytics
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

export const ANALYTICS_BUILD_DIR = path.resolve(__dirname, '../../build-analytics');
/** The recording collector's port (ANALYTICS_ENDPOINT of that build) and the port that serves the build. */
export const COLLECTOR_PORT = Number(process.env.E2E_COLLECTOR_PORT ?? 4327);
export const ANALYTICS_SITE_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 4328);
export const COLLECTOR_ORIGIN = `http://127.0.0.1:${COLLECTOR_PORT}`;
export const ANALYTICS_SITE_URL = `http://127.0.0.1:${ANALYTICS_SITE_PORT}`;
/** ANALYTICS_DOMAIN of that build. */
export const ANALYTICS_TEST_DOMAIN = 'northbeam.example';

export function analyticsBuildExists(): boolean {
  return existsSync(path.join(ANALYTICS_BUILD_DIR, 'index.html'));
}
