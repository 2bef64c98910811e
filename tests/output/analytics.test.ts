/**
 * Visit statistics follow the build setting in the built files: build/ (analytics off, as
 * shipped by default) holds no analytics code, its CSP lets pages connect to their own origin
 * only, and its privacy policy says the site uses no analytics; build-analytics/ (the same site
 * built with ANALYTICS_ENDPOINT and ANALYTICS_DOMAIN by scripts/test.mjs) allows exactly the
 * collector in the CSP. The browser side of both is in tests/e2e/analytics.spec.ts
 * and the sweep.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../support/routes';
import {listBuildFiles} from '../../plugins/lib/buildFiles';
import {EVENT_API_PATH} from '../../src/lib/analytics';
import {ANALYTICS_BUILD_DIR, COLLECTOR_ORIGIN, analyticsBuildExists} from '../support/analytics';

/** The connect-src of the CSP in a build's _headers. */
function connectSources(buildDir: string): string[] {
  const match = /connect-src ([^;]*);/.exec(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  if (!match) {
    throw new Error(`No connect-src in the CSP of ${buildDir}`);
  }
  return match[1]!.trim().split(/\s+/);
}

const scriptsOf = (buildDir: string) =>
  listBuildFiles(buildDir, {extension: '.js'}).map((file) => readFileSync(file, 'utf8'));

describe('analytics off (build/)', () => {
  it('ships no analytics code', () => {
    const scripts = scriptsOf(BUILD_DIR);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes(EVENT_API_PATH))).toEqual([]);
  });

  it('lets pages connect to their own origin only', () => {
    expect(connectSources(BUILD_DIR)).toEqual(["'self'"]);
  });

  it('says in the privacy policy of both languages that the site uses no analytics', () => {
    const english = readFileSync(path.join(BUILD_DIR, 'privacy-policy.html'), 'utf8');
    const french = readFileSync(path.join(BUILD_DIR, 'fr', 'privacy-policy.html'), 'utf8');
    expect(english).toContain('it does not use analytics, advertising or tracking technologies.');
    expect(english).not.toContain('Visit statistics.');
    expect(french).toContain("n'utilise aucune technologie d'analyse, de publicité ou de suivi.");
    expect(french).not.toContain('Statistiques de visite.');
  });
});

describe('analytics on (build-analytics/)', () => {
  const built = analyticsBuildExists();
  // npm test always builds it; a developer's plain `npm run build` does not.
  const maybe = built || process.env.CI ? it : it.skip;

  maybe('allows exactly the collector besides the own origin', () => {
    expect(connectSources(ANALYTICS_BUILD_DIR)).toEqual(["'self'", COLLECTOR_ORIGIN]);
  });

  maybe('ships the analytics code that posts to the event API', () => {
    expect(scriptsOf(ANALYTICS_BUILD_DIR).some((script) => script.includes(EVENT_API_PATH))).toBe(true);
  });
});
