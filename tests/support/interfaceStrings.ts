/**
 * The English interface strings of the site, extracted from the source as `docusaurus
 * write-translations` does (the site's components and the themes' components), so a new string
 * is covered without a second list. Not kept in i18n/en-CA/code.json: Docusaurus ships that file
 * in every English page's first-load bundle.
 */
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';

const SITE_DIR = path.resolve(__dirname, '../..');

/** The folder of an installed package (its entry point may sit deeper). */
function packageFolder(name: string): string {
  const entry = require.resolve(name);
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
}

/** Where interface strings (`translate()`, `<Translate>`) are declared: the site and the themes. */
function interfaceStringFolders(siteDir: string): string[] {
  return [
    path.join(siteDir, 'src'),
    path.join(packageFolder('@docusaurus/theme-common'), 'lib'),
    path.join(packageFolder('@docusaurus/theme-classic'), 'lib', 'theme'),
    path.join(packageFolder('@easyops-cn/docusaurus-search-local'), 'dist', 'client'),
  ];
}

/** Interface string id → English message. */
export async function englishInterfaceStrings(): Promise<Map<string, string>> {
  const files = await globTranslatableSourceFiles(interfaceStringFolders(SITE_DIR));
  const extracted = await extractAllSourceCodeFileTranslations(files, getBabelOptions({isServer: true}));
  const messages = new Map<string, string>();
  for (const {translations} of extracted) {
    for (const [id, {message}] of Object.entries(translations)) {
      messages.set(id, message);
    }
  }
  return messages;
}
