#!/usr/bin/env node
/**
 * The post-build pass over build/ (scripts/postbuild/index.ts), after `docusaurus build` has built
 * every language: `npm run build` runs both. It reads the settings the build resolved
 * (plugins/build-settings), never the configuration a second time.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(siteDir, 'build');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, esmResolve: true});
const {postBuild} = load('./postbuild/index.ts');
const {takeBuildSettings} = load('../plugins/build-settings/index.ts');
try {
  const {headers} = await postBuild({siteDir, outDir, siteConfig: await takeBuildSettings(outDir)});
  console.log(
    `[postbuild] ${path.relative(siteDir, outDir)}/: host files for every language (${headers} security headers).`,
  );
} catch (error) {
  console.error(`[postbuild] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
