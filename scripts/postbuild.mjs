#!/usr/bin/env node
/** `npm run build`'s post-build pass (postbuild/index.ts), with the settings the build resolved. */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(siteDir, 'build');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, esmResolve: true});
const {postBuild} = load('./postbuild/index.ts');
const {takeBuildSettings} = load('../plugins/build-settings/index.ts');
try {
  const {headers} = await postBuild({outDir, siteConfig: await takeBuildSettings(outDir)});
  console.log(
    `[postbuild] ${path.relative(siteDir, outDir)}/: host files for every language (${headers} security headers).`,
  );
} catch (error) {
  console.error(`[postbuild] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
