/**
 * The theme client modules the site leaves out of its bundles. theme-classic registers them on
 * every page; the site-performance plugin aliases each path to an empty module:
 *
 * - `prism-include-languages` loads Prism and its grammars, and the site renders no highlighted
 *   code (src/theme/CodeBlock is a plain `<pre>`);
 * - `nprogress` shows the nprogress library's bar during slow client-side navigations, which the
 *   site does without.
 *
 * These are files inside theme-classic's build output, not exports of its public API. The upgrade
 * contract (tests/unit/upgradeContract.test.ts) fails if theme-classic's `getClientModules()` no
 * longer lists them: an alias would then no longer matter, or the code moved and comes back into
 * main.js.
 */
export function leftOutClientModulePaths(): string[] {
  return ['prism-include-languages', 'nprogress'].map((name) =>
    require.resolve(`@docusaurus/theme-classic/lib/${name}`),
  );
}
