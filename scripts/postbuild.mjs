#!/usr/bin/env node
/** `npm run build`'s post-build pass (postbuild/index.ts), with the site configuration. */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(siteDir, 'build');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, esmResolve: true});
const {postBuild} = load('./postbuild/index.ts');
try {
  // The configuration the build read: the same file, in the same environment.
  const {headers} = await postBuild({outDir, siteConfig: load('../docusaurus.config.ts')});
  console.log(
    `[postbuild] ${path.relative(siteDir, outDir)}/: host files for every language (${headers} security headers).`,
  );
} catch (error) {
  console.error(`[postbuild] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
