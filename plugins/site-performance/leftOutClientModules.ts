/**
 * The one reference to `@docusaurus/theme-classic/lib/prism-include-languages`, a file inside
 * theme-classic's build output (not an export of the package's public API). theme-classic
 * registers it as a client module that loads Prism and its grammars on every page; the
 * site-performance plugin aliases this path to an empty module because the site renders no
 * highlighted code (src/theme/CodeBlock is a plain `<pre>`).
 *
 * When upgrading Docusaurus: check that theme-classic's `getClientModules()` still lists this
 * file (otherwise the alias no longer matters, or Prism moved and comes back into main.js), and
 * compare the size of `main.js` before and after (the budgets e2e test).
 */
export function prismIncludeLanguagesPath(): string {
  return require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
}
