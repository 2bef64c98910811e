/**
 * `npm run deps`. Knip's Docusaurus plugin reads docusaurus.config.ts, but not everything
 * Docusaurus loads by name, so those files are entries here.
 */
// Untyped on purpose: knip's published types re-export `.ts` paths that this TypeScript setup
// cannot resolve; knip validates the object itself when it loads it.
const config = {
  entry: [
    // Swizzled theme components: Docusaurus resolves `@theme/X` to them.
    'src/theme/**/*.{ts,tsx}',
    // Route components named by string in the config and in plugins' addRoute calls: every
    // template's index.tsx (its parts are reached through it).
    'src/templates/*/index.tsx',
    'src/clientModules/*.ts',
    // MDX pages import components and data too.
    'src/pages/**/*.mdx',
    // The module site-performance aliases Prism's language loader and nprogress to.
    'plugins/site-performance/emptyModule.js',
    // Where the project's layout keeps the docs sidebars; no instance has one yet (see the file).
    'sidebars.ts',
    // The checks of the built files: a second jest configuration, run by scripts/test.mjs after the build.
    'jest.build.config.mjs',
    'tests/output/**/*.test.ts',
    'scripts/*.mjs',
    // Loaded by scripts/postbuild.mjs through jiti.
    'scripts/postbuild/index.ts',
    // The writers' editor: its Worker, and the step that copies Decap CMS's files before wrangler runs it.
    'editor/worker.js',
    'editor/build.mjs',
  ],
  project: [
    'src/**/*.{ts,tsx,js,mdx}',
    'plugins/**/*.{ts,tsx,js,cjs}',
    'tests/**/*.{ts,tsx}',
    'scripts/**/*.{mjs,ts}',
    'editor/*.{js,mjs}',
  ],
  // An export used in its own file is part of that module's readable surface, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Named as a string in docusaurus.config.ts (a preset option).
    '@docusaurus/plugin-sitemap',
    // The security-header grader, loaded by a plain script the host checks run (tests/e2e/support/observatory.mjs).
    '@mdn/mdn-http-observatory',
  ],
  // System programs that .ci/run installs from Debian: the Nu checker (java), the host checks' throwaway certificate (openssl).
  ignoreBinaries: ['java', 'openssl'],
};

export default config;
