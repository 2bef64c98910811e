/**
 * The English interface strings of the site, extracted from the source as `docusaurus
 * write-translations` does (the folders of plugins/inline-translations/sourceFolders.ts), so a new string is covered
 * without a second list. Not kept in i18n/en-CA/code.json: Docusaurus ships that file in every
 * English page's first-load bundle.
 */
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';
import {interfaceStringFolders} from '../../../plugins/inline-translations/sourceFolders';

const SITE_DIR = path.resolve(__dirname, '../../..');

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
