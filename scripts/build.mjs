#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build` for each locale of the configuration, each in a process of
 * its own, the default locale first (its build empties the output folder; the others write below
 * it), then the post-build pass (scripts/postbuild/index.ts) once over all of them. That pass uses
 * the settings the build resolved, which it wrote for the pass (plugins/build-settings), never a
 * second reading of the configuration. Last, `nginx -t` reads the shipped configuration with the
 * includes this build wrote (skipped, and said so, where nginx is not installed): a host file that
 * would not load fails the build.
 *
 * One process per locale keeps the build's peak memory at what one locale needs. Docusaurus
 * builds the locales in turn within one process, and much of what the first locale's bundling and
 * page rendering held is still resident while the next one builds: with 300 posts and 100 case
 * studies per language, built side by side, one process peaked at 2.89 GB, one process per
 * locale at 1.95 GB (2.15-2.44 GB built alone, in the bundler's first minute).
 *
 *   node scripts/build.mjs [--out-dir DIR]
 *
 * To build one locale while working on it: `npx docusaurus build --locale fr-CA`. The host files
 * need every locale, so the post-build pass runs only here.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {checkNginxConfig} from '../deploy/nginx/local.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outDirFlag = args.indexOf('--out-dir');
const unknown = outDirFlag >= 0 ? args.filter((_, index) => index !== outDirFlag && index !== outDirFlag + 1) : args;
if (unknown.length > 0 || (outDirFlag >= 0 && !args[outDirFlag + 1])) {
  console.error(
    `[build] takes only --out-dir DIR, not ${unknown.join(' ') || '--out-dir without a folder'}. ` +
      'To build one locale: npx docusaurus build --locale <locale> (without the host files).',
  );
  process.exit(2);
}
const outDir = path.resolve(siteDir, outDirFlag >= 0 ? args[outDirFlag + 1] : 'build');

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, esmResolve: true});
const {i18n} = load(path.join(siteDir, 'docusaurus.config.ts'));
const locales = [i18n.defaultLocale, ...i18n.locales.filter((locale) => locale !== i18n.defaultLocale)];

function run(command, commandArgs) {
  const {status, signal} = spawnSync(command, commandArgs, {cwd: siteDir, stdio: 'inherit'});
  if (status !== 0) {
    console.error(`[build] ${[command, ...commandArgs].join(' ')} failed (${signal ?? `exit ${status}`}).`);
    process.exit(status || 1);
  }
}

const docusaurus = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
for (const locale of locales) {
  run(process.execPath, [docusaurus, 'build', '--locale', locale, '--out-dir', outDir]);
}

const {postBuild} = load(path.join(siteDir, 'scripts/postbuild/index.ts'));
const {takeBuildSettings} = load(path.join(siteDir, 'plugins/build-settings/index.ts'));
const shownOutDir = path.relative(siteDir, outDir);
try {
  const siteConfig = await takeBuildSettings(outDir);
  const {headers, compressed} = await postBuild({siteDir, outDir, siteConfig});
  console.log(
    `[postbuild] ${shownOutDir}: host files for every locale (${headers} security headers), ${compressed} files precompressed (gzip + brotli).`,
  );
  const nginx = checkNginxConfig({root: outDir});
  if (nginx.skipped) {
    console.log(`[postbuild] nginx -t skipped: ${nginx.skipped}.`);
  } else if (!nginx.ok) {
    throw new Error(
      `nginx refuses deploy/nginx/northbeam.conf with the includes in ${shownOutDir}-nginx/:\n${nginx.output.trim()}`,
    );
  } else {
    console.log(`[postbuild] nginx -t: deploy/nginx/northbeam.conf loads with ${shownOutDir}-nginx/.`);
  }
} catch (error) {
  console.error(`[postbuild] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
