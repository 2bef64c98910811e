/**
 * Visit statistics are off unless the owner sets them up (ANALYTICS_ENDPOINT, ANALYTICS_DOMAIN):
 * the build made without them ships no analytics code and lets pages connect to their own origin
 * only. What the client module sends when it is on: tests/unit/analyticsClient.test.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../support/routes';
import {listBuildFiles} from '../../plugins/lib/buildFiles';
import {EVENT_API_PATH} from '../../src/lib/analytics';

it('a build without the analytics settings ships no analytics code', () => {
  const scripts = listBuildFiles(BUILD_DIR, {extension: '.js'}).map((file) => readFileSync(file, 'utf8'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.includes(EVENT_API_PATH))).toEqual([]);
});

it('a build without the analytics settings lets pages connect to their own origin only', () => {
  const csp = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
  expect(/connect-src ([^;]*);/.exec(csp)?.[1]).toBe("'self'");
});
