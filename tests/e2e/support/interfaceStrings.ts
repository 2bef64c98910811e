/**
 * The English interface strings of the site, extracted from the source as `docusaurus
 * write-translations` does (the site's `src/` and the themes it uses), so a new string is covered
 * without a second list. Not kept in i18n/en-CA/code.json: Docusaurus ships that file in every
 * English page's first-load bundle.
 */
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';

const SITE_DIR = path.resolve(__dirname, '../../..');

/** The folder of an installed package (its entry point may sit deeper). */
function packageFolder(name: string): string {
  const entry = require.resolve(name);
  return entry.slice(0, entry.lastIndexOf(`${path.sep}${name.split('/').join(path.sep)}${path.sep}`) + name.length + 1);
}

/** Where interface strings are written: the site's components and the themes' components. */
const SOURCE_FOLDERS = [
  path.join(SITE_DIR, 'src'),
  path.join(packageFolder('@docusaurus/theme-common'), 'lib'),
  path.join(packageFolder('@docusaurus/theme-classic'), 'lib', 'theme'),
  path.join(packageFolder('@easyops-cn/docusaurus-search-local'), 'dist', 'client'),
];

/** Interface string id → English message. */
export async function englishInterfaceStrings(): Promise<Map<string, string>> {
  const files = await globTranslatableSourceFiles(SOURCE_FOLDERS);
  const extracted = await extractAllSourceCodeFileTranslations(files, getBabelOptions({isServer: true}));
  const messages = new Map<string, string>();
  for (const {translations} of extracted) {
    for (const [id, {message}] of Object.entries(translations)) {
      messages.set(id, message);
    }
  }
  return messages;
}
