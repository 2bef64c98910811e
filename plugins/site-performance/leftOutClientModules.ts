/**
 * The client modules theme-classic registers on every page that the site aliases to an empty
 * module: Prism and its grammars (src/theme/CodeBlock is a plain `<pre>`), and the nprogress bar
 * of slow navigations. Files of theme-classic's build output: a coupling in docs/upgrading.md.
 */
export function leftOutClientModulePaths(): string[] {
  return ['prism-include-languages', 'nprogress'].map((name) =>
    require.resolve(`@docusaurus/theme-classic/lib/${name}`),
  );
}
