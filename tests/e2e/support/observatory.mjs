#!/usr/bin/env node
/**
 * The MDN HTTP Observatory scan (@mdn/mdn-http-observatory) of a host on non-standard ports, for
 * each path given, as JSON: [{path, scan: {grade}, tests: {name: {result, pass}}}]. The package's
 * scan() takes no ports or path, so this repeats its grading around retrieve(), which does.
 *
 *   NODE_EXTRA_CA_CERTS=cert.pem node tests/e2e/support/observatory.mjs 127.0.0.1 <http port> <https port> /about …
 */
// The HSTS preload list its install script downloads names public hosts only: empty is exact here.
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
const {ALL_TESTS} = await load('constants.js');
const {MINIMUM_SCORE_FOR_EXTRA_CREDIT} = await load('grader/charts.js');
const {getGradeForScore, getScoreModifier} = await load('grader/grader.js');

const [hostname, httpPort, httpsPort, ...paths] = process.argv.slice(2);

/** The grading of the package's scanner/index.js scan(), for one path. */
async function scan(scanPath) {
  const requests = await retrieve(hostname, {httpPort: Number(httpPort), httpsPort: Number(httpsPort), path: scanPath});
  if (!requests.responses.auto) {
    return {path: scanPath, error: `no answer from ${hostname} for ${scanPath}`};
  }
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = {};
  for (const test of ALL_TESTS) {
    const result = test(requests);
    if (result.result) {
      result.scoreModifier = getScoreModifier(result.result);
      withExtraCredit += result.scoreModifier;
      if (result.scoreModifier < 0) {
        uncurved += result.scoreModifier;
      }
    }
    tests[result.constructor.name] = {result: result.result, pass: result.pass};
  }
  const {grade} = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return {path: scanPath, scan: {grade}, tests};
}

// One after another: the scans are few and the host is shared with the rest of the suite.
const results = [];
for (const scanPath of paths) {
  results.push(await scan(scanPath));
}
console.log(JSON.stringify(results, null, 2));
process.exit(results.some((result) => result.error) ? 1 : 0);
