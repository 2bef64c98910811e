#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build` for each locale of the configuration, each in a process of
 * its own, the default locale first (its build empties the output folder; the others write below
 * it), then the post-build pass (scripts/postbuild.mjs) once over all of them.
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
 * need every locale, so the post-build pass only runs here.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outDirFlag = args.indexOf('--out-dir');
const unknown = args.filter((arg, index) => index !== outDirFlag && index !== outDirFlag + 1);
if (unknown.length > 0 || (outDirFlag >= 0 && !args[outDirFlag + 1])) {
  console.error(
    `[build] takes only --out-dir DIR, not ${unknown.join(' ') || '--out-dir without a folder'}. ` +
      'To build one locale: npx docusaurus build --locale <locale> (without the host files).',
  );
  process.exit(2);
}
const outDirArgs = outDirFlag >= 0 ? ['--out-dir', args[outDirFlag + 1]] : [];

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
  run(process.execPath, [docusaurus, 'build', '--locale', locale, ...outDirArgs]);
}
run(process.execPath, [path.join(siteDir, 'scripts/postbuild.mjs'), ...outDirArgs]);
