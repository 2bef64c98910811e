#!/usr/bin/env node
/**
 * Runs the MDN HTTP Observatory scan (the @mdn/mdn-http-observatory package, the scanner behind
 * developer.mozilla.org/observatory) against a host on non-standard ports, for each path given (the
 * home page by default), and prints the results as JSON, one per path:
 * [{path, scan: {grade, score, ...}, tests: {name: {result, pass, scoreModifier}}}].
 *
 *   NODE_EXTRA_CA_CERTS=ca.pem node tests/e2e/support/observatory.mjs localhost 4315 4316 [/about /no-such-page]
 *
 * The package's own scan() takes no ports or path, so this repeats its few lines of grading around
 * retrieve(), which does. The package's install script downloads Chromium's HSTS preload list;
 * that list names public hosts only, so an empty one is exact for a loopback host and is written
 * here when the list is missing (no download). The client must trust the certificate
 * (NODE_EXTRA_CA_CERTS), or the scanner marks the certificate invalid.
 */
import {existsSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) {
  writeFileSync(preloadList, '{}\n');
}

const load = (file) => import(path.join(packageDir, 'src', file));
const {retrieve} = await load('retriever/retriever.js');
const {ALL_TESTS, NUM_TESTS} = await load('constants.js');
const {MINIMUM_SCORE_FOR_EXTRA_CREDIT} = await load('grader/charts.js');
const {getGradeForScore, getScoreModifier} = await load('grader/grader.js');

const [hostname, httpPort, httpsPort, ...paths] = process.argv.slice(2);
if (!hostname || !httpPort || !httpsPort) {
  console.error('usage: observatory.mjs <hostname> <http port> <https port> [path ...]');
  process.exit(2);
}

/** The grading of the package's scanner/index.js scan(), for one path. */
async function scan(scanPath) {
  const requests = await retrieve(hostname, {httpPort: Number(httpPort), httpsPort: Number(httpsPort), path: scanPath});
  if (!requests.responses.auto) {
    return {path: scanPath, error: `no answer from ${hostname} for ${scanPath}`};
  }
  let passed = 0;
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = {};
  for (const test of ALL_TESTS) {
    const result = test(requests);
    if (result.result) {
      result.scoreModifier = getScoreModifier(result.result);
      passed += result.pass ? 1 : 0;
      withExtraCredit += result.scoreModifier;
      if (result.scoreModifier < 0) {
        uncurved += result.scoreModifier;
      }
    }
    tests[result.constructor.name] = {result: result.result, pass: result.pass, scoreModifier: result.scoreModifier};
  }
  const {grade, score} = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return {
    path: scanPath,
    scan: {
      grade,
      score,
      statusCode: requests.responses.auto.status,
      testsPassed: passed,
      testsFailed: NUM_TESTS - passed,
      testsQuantity: NUM_TESTS,
    },
    tests,
  };
}

// One after another: the scans are few and the host is shared with the rest of the suite.
const results = [];
for (const scanPath of paths.length > 0 ? paths : ['/']) {
  results.push(await scan(scanPath));
}
console.log(JSON.stringify(results, null, 2));
process.exit(results.some((result) => result.error) ? 1 : 0);
