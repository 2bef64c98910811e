#!/usr/bin/env node
/** `npm test` (README, "Quality gates"): each step in turn, then one line "N passed, N failed, N skipped". */
import {spawn, spawnSync} from 'node:child_process';
import {closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {testBrandPin} from './lib/testBrandPin.mjs';

const counts = {passed: 0, failed: 0, skipped: 0};
let failed = false;

/** Runs a command; a non-zero status fails the run. */
function run(command, args, env = {}) {
  const status = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}}).status ?? 1;
  failed ||= status !== 0;
  return status;
}

/** Adds a JSON report's counts (jest's or Playwright's); a missing report counts as one failure. */
function countReport(file) {
  if (!existsSync(file)) {
    counts.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    counts.passed += report.stats.expected + report.stats.flaky;
    counts.failed += report.stats.unexpected;
    counts.skipped += report.stats.skipped;
  } else {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  }
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

/**
 * Runs a command beside the others, its output in test-results/<name>.log, printed under `title`
 * when it ends; resolves to its exit status.
 */
function inBackground(title, name, command, args, env = {}) {
  const log = `test-results/${name}.log`;
  const fd = openSync(log, 'w');
  const child = spawn(command, args, {stdio: ['ignore', fd, fd], env: {...process.env, ...env}});
  closeSync(fd);
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  }).then((status) => {
    console.log(`\n${title}:\n${readFileSync(log, 'utf8')}`);
    return status;
  });
}

// The build as `npm run build` makes it (docusaurus build, then the post-build pass), while the
// static checks and unit tests run: they read no build output.
// NORTHBEAM_TEST_BUILD=loopback-only: this build is only ever served on loopback, so its
// placeholders (SITE_URL unset, addresses on northbeam.example, 555-01xx numbers) are allowed on CI
// (plugins/placeholders; never with SITE_URL set, nor on a Cloudflare build).
// Analytics stays off in it, whatever the environment says: it is the site as shipped by default.
const build = inBackground('The production build (npm run build)', 'build', 'npm', ['run', '--silent', 'build'], {
  NODE_ENV: 'production',
  NORTHBEAM_TEST_BUILD: 'loopback-only',
  ANALYTICS_ENDPOINT: '',
  ANALYTICS_DOMAIN: '',
});

// Static checks (types, lint with zero warnings, formatting, unused or undeclared dependencies,
// files and exports), while the build runs; each counts as one result.
for (const [name, command, ...args] of [
  ['The type check', 'npx', 'tsc', '--noEmit'],
  ['ESLint', 'npm', 'run', '--silent', 'lint'],
  ['The formatting check', 'npx', 'prettier', '--check', '--log-level', 'warn', '.'],
  ['The dependency check (knip)', 'npm', 'run', '--silent', 'deps'],
]) {
  if (run(command, args) === 0) {
    counts.passed += 1;
  } else {
    console.error(`\n${name} failed (${[command, ...args].join(' ')}).`);
    counts.failed += 1;
  }
}

run('npx', ['jest', '--json', '--outputFile=test-results/unit-results.json']);
countReport('test-results/unit-results.json');

const buildStatus = await build;
if (buildStatus === 0) {
  // The checks of the build's files (tests/output) need no browser: they run while Playwright does.
  const buildChecks = inBackground(
    "Checks of the build's files (npx jest -c jest.build.config.mjs)",
    'build-checks',
    'npx',
    ['jest', '--config=jest.build.config.mjs', '--json', '--outputFile=test-results/build-results.json'],
  ).then((status) => {
    countReport('test-results/build-results.json');
    failed ||= status !== 0;
  });
  // Chromium from Debian's packages or CHROMIUM_PATH (tests/e2e/support/browser.ts), else Playwright's own.
  run('npx', ['playwright', 'test']);
  countReport('test-results/e2e-results.json');
  // The engine sweep: every route in Firefox and WebKit, from Debian's packages. Where they are
  // missing, its tests say so and are skipped; on CI they fail.
  console.log('\nEngine sweep: Firefox (firefox-esr) and WebKit (WebKitGTK under Xvfb)');
  run('npx', ['playwright', 'test', '-c', 'playwright.engines.config.ts']);
  countReport('test-results/e2e-engines-results.json');
  await buildChecks;
} else {
  console.error('The production build failed; end-to-end tests were not run.');
  counts.failed += 1;
}

console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed || counts.failed > 0 ? 1 : 0);
