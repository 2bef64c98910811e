/**
 * Dependency and dead-code check (`npm run deps`, also part of `npm test`): fails on a package that
 * is imported but not declared, a declared package nothing uses, a file nothing imports, and an
 * export nothing imports.
 *
 * Knip's Docusaurus plugin reads docusaurus.config.ts, but not everything Docusaurus loads by
 * name, so those files are entries here.
 */
// Untyped on purpose: knip's published types re-export `.ts` paths that this TypeScript setup
// cannot resolve; knip validates the object itself when it loads it.
const config = {
  entry: [
    // Swizzled theme components: Docusaurus resolves `@theme/X` to them.
    'src/theme/**/*.{ts,tsx}',
    // Route components named by string in the config and in plugins' addRoute calls.
    'src/components/{Blog*Page,BrandGuidelines,CaseStudiesPage,CaseStudyPage,CaseStudyRoot,EnglishOnlyPage,RedirectPage,ServicePage,ServicesPage}/index.tsx',
    'src/clientModules/*.ts',
    // MDX pages import components and data too.
    'src/pages/**/*.mdx',
    // The modules site-performance aliases Prism's language loader, core's switched-off base-URL
    // banner, the browser's tslib and the browser's react-helmet-async to.
    'plugins/site-performance/{emptyModule,tslibClient}.js',
    'plugins/site-performance/clientHead.tsx',
    // The bundler loader that plugins/inline-translations names by path.
    'plugins/inline-translations/loader.cjs',
    // Kept as the home of a future docs sidebar (see the file).
    'sidebars.ts',
    'playwright.nginx.config.ts',
    'scripts/*.mjs',
  ],
  project: [
    'src/**/*.{ts,tsx,js,mdx}',
    'plugins/**/*.{ts,tsx,js,cjs}',
    'tests/**/*.{ts,tsx}',
    'scripts/**/*.mjs',
    'deploy/**/*.mjs',
  ],
  // An export used in its own file is part of that module's readable surface, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Loaded by name through plugins/lib/postBuildBarrier (withPostBuildBarrier in the config).
    '@easyops-cn/docusaurus-search-local',
    '@docusaurus/plugin-sitemap',
    // The security-header grader, loaded by a plain script the production-host suite runs.
    '@mdn/mdn-http-observatory',
  ],
  // System programs that .ci/run installs from Debian: the test CA (openssl) and the Nu checker (java).
  ignoreBinaries: ['openssl', 'java'],
};

export default config;
