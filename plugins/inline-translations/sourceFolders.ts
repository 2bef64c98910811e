/**
 * Where the site's interface strings are declared (`translate()`, `<Translate>`): the site's own
 * components and the themes' components. The inline-translations plugin writes the strings of
 * these folders in place; the French-page check reads the English strings from the same folders.
 */
import path from 'node:path';

/** The folder of an installed package (its entry point may sit deeper). */
function packageFolder(name: string): string {
  const entry = require.resolve(name);
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
}

export function interfaceStringFolders(siteDir: string): string[] {
  return [
    path.join(siteDir, 'src'),
    path.join(packageFolder('@docusaurus/theme-common'), 'lib'),
    path.join(packageFolder('@docusaurus/theme-classic'), 'lib', 'theme'),
    path.join(packageFolder('@easyops-cn/docusaurus-search-local'), 'dist', 'client'),
  ];
}
