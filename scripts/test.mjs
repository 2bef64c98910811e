#!/usr/bin/env node
/**
 * `npm test`: the static checks (tsc, ESLint, Prettier, knip), unit tests (jest), a production build, then the checks of the build's files (jest.build.config.mjs, in parallel
 * with the browser runs) and the end-to-end suite (Playwright) against that build served by Cloudflare's runtime
 * (wrangler), then the engine sweep in Firefox and WebKit (playwright.engines.config.ts). Prints one closing line
 * "N passed, N failed, N skipped". The build and the tests share one BRAND_PIN: the one set, or a random one for the run.
 */
import {spawn, spawnSync} from 'node:child_process';
import {closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {testBrandPin} from './lib/testBrandPin.mjs';

/** Adds a Playwright JSON report's counts; a missing report counts as one failure. */
function countPlaywright(file) {
  if (existsSync(file)) {
    const {stats} = JSON.parse(readFileSync(file, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  } else {
    counts.failed += 1;
  }
}

const run = (command, args, env = {}) =>
  spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}}).status ?? 1;

function chromiumAvailable() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ].filter(Boolean);
  if (candidates.some((candidate) => existsSync(candidate))) {
    return true;
  }
  // Playwright's own managed browser, installed where the internet is reachable.
  if (run('npx', ['playwright', 'install', 'chromium']) === 0) {
    return true;
  }
  console.error(
    '\nNo Chromium found for the end-to-end tests. Install one of:\n' +
      '  - Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  - or set CHROMIUM_PATH=/path/to/chrome\n' +
      '  - or, with internet access: npx playwright install chromium\n',
  );
  return false;
}

// One brand PIN for the build and for the end-to-end tests that unlock its guidelines: every
// step below inherits this environment.
const loadTs = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {brandPinWeakness} = loadTs('../plugins/brand-guidelines/options.ts');
const brandPin = testBrandPin(process.env, undefined, (pin) => brandPinWeakness(pin) !== undefined);
process.env.BRAND_PIN = brandPin.pin;
if (brandPin.generated) {
  console.log(`Brand guidelines PIN for this test run: ${brandPin.pin} (random; set BRAND_PIN to choose it).`);
}

rmSync('test-results', {recursive: true, force: true});
mkdirSync('test-results', {recursive: true});
const counts = {passed: 0, failed: 0, skipped: 0};

/**
 * Runs a static check; it counts as one result, and a failure names the check and the command
 * that reproduces it.
 */
function check(name, command, args) {
  const status = run(command, args);
  if (status === 0) {
    counts.passed += 1;
  } else {
    console.error(`\n${name} failed (${[command, ...args].join(' ')}).`);
    counts.failed += 1;
  }
  return status;
}

// Static checks before anything is built: types, lint (zero warnings), formatting, and unused
// or undeclared dependencies, files and exports. ESLint keeps a cache, so reruns are quick.
const staticStatuses = [
  check('The type check', 'npx', ['tsc', '--noEmit']),
  check('ESLint', 'npm', ['run', '--silent', 'lint']),
  check('The formatting check', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  check('The dependency check (knip)', 'npm', ['run', '--silent', 'deps']),
];
const staticStatus = staticStatuses.some((status) => status !== 0) ? 1 : 0;

/** Adds a jest JSON report's counts; a missing report counts as one failure. */
function countJest(file) {
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  } else {
    counts.failed += 1;
  }
}

const jestStatus = run('npx', ['jest', '--json', '--outputFile=test-results/unit-results.json']);
countJest('test-results/unit-results.json');

/**
 * The checks of the build's files (tests/output: links, HTML validity, host files, compression,
 * no brand-guideline leaks) need no browser: they start as soon as the build is there and run
 * while Playwright does, their output in test-results/build-checks.log, printed when they end.
 */
function startBuildChecks() {
  const log = 'test-results/build-checks.log';
  const fd = openSync(log, 'w');
  const child = spawn(
    'npx',
    ['jest', '--config=jest.build.config.mjs', '--json', '--outputFile=test-results/build-results.json'],
    {stdio: ['ignore', fd, fd], env: process.env},
  );
  closeSync(fd);
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      const output = existsSync(log) ? readFileSync(log, 'utf8') : `(no output: ${log} is missing)`;
      console.log(`\nChecks of the build's files (npx jest -c jest.build.config.mjs):\n${output}`);
      countJest('test-results/build-results.json');
      resolve(code ?? 1);
    });
  });
}
let buildChecksStatus = 0;

let e2eStatus = 1;
let enginesStatus = 1;

/**
 * The engine sweep (playwright.engines.config.ts): every route in Firefox and WebKit, both from
 * Debian's packages. Where they are missing, its tests say so and are skipped; on CI they fail.
 */
function runEngineSweep() {
  console.log('\nEngine sweep: Firefox (firefox-esr) and WebKit (WebKitGTK under Xvfb)');
  const status = run('npx', ['playwright', 'test', '-c', 'playwright.engines.config.ts']);
  countPlaywright('test-results/e2e-engines-results.json');
  return status;
}

// The build as `npm run build` makes it: docusaurus build, then the post-build pass.
// NORTHBEAM_TEST_BUILD=loopback-only: this build is only ever served on loopback, so its
// placeholders (SITE_URL unset, addresses on northbeam.example, 555-01xx numbers) are allowed on CI
// (plugins/placeholders; never with SITE_URL set, nor on a Cloudflare build).
// Analytics stays off in it, whatever the environment says: it is the site as shipped by default.
const mainBuildStatus = run('npm', ['run', '--silent', 'build'], {
  NODE_ENV: 'production',
  NORTHBEAM_TEST_BUILD: 'loopback-only',
  ANALYTICS_ENDPOINT: '',
  ANALYTICS_DOMAIN: '',
});
const buildStatus = mainBuildStatus;
const buildChecks = buildStatus === 0 ? startBuildChecks() : Promise.resolve(0);
if (buildStatus !== 0) {
  console.error('The production build failed; end-to-end tests were not run.');
  counts.failed += 1;
} else if (!chromiumAvailable()) {
  counts.failed += 1;
} else {
  e2eStatus = run('npx', ['playwright', 'test']);
  countPlaywright('test-results/e2e-results.json');
  enginesStatus = runEngineSweep();
}
buildChecksStatus = await buildChecks;

console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(
  staticStatus === 0 &&
    jestStatus === 0 &&
    buildStatus === 0 &&
    buildChecksStatus === 0 &&
    e2eStatus === 0 &&
    enginesStatus === 0
    ? 0
    : 1,
);
