#!/usr/bin/env node
/**
 * The post-build pass (scripts/postbuild/index.ts) over build/, after `docusaurus build` of every
 * locale: `npm run build` (scripts/build.mjs) runs them all. The settings are the ones the build
 * resolved, which it wrote for this pass (plugins/build-settings), never a second reading of the
 * configuration. Last, `nginx -t` reads the shipped configuration with the includes this build
 * wrote (skipped, and said so, where nginx is not installed): a host file that would not load
 * fails the build.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {checkNginxConfig} from '../deploy/nginx/local.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, esmResolve: true});
const {postBuild} = load(path.join(siteDir, 'scripts/postbuild/index.ts'));
const {takeBuildSettings} = load(path.join(siteDir, 'plugins/build-settings/index.ts'));
const args = process.argv.slice(2);
const outDirFlag = args.indexOf('--out-dir');
const outDir = path.resolve(siteDir, outDirFlag >= 0 ? args[outDirFlag + 1] : 'build');
if (args.some((arg, index) => arg.startsWith('--') && index !== outDirFlag)) {
  console.warn(
    `[postbuild] ignored ${args.join(' ')}: it takes only --out-dir. The host files need a build of every ` +
      'locale (npm run build); one locale alone: `npx docusaurus build --locale <locale>`.',
  );
}
try {
  const siteConfig = await takeBuildSettings(outDir);
  const {headers, compressed} = await postBuild({siteDir, outDir, siteConfig});
  console.log(
    `[postbuild] ${path.relative(siteDir, outDir)}: host files for every locale (${headers} security headers), ${compressed} files precompressed (gzip + brotli).`,
  );
  const nginx = checkNginxConfig({root: outDir});
  if (nginx.skipped) {
    console.log(`[postbuild] nginx -t skipped: ${nginx.skipped}.`);
  } else if (!nginx.ok) {
    throw new Error(
      `nginx refuses deploy/nginx/northbeam.conf with the includes in ${path.relative(siteDir, outDir)}-nginx/:\n${nginx.output.trim()}`,
    );
  } else {
    console.log(
      `[postbuild] nginx -t: deploy/nginx/northbeam.conf loads with ${path.relative(siteDir, outDir)}-nginx/.`,
    );
  }
} catch (error) {
  console.error(`[postbuild] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
