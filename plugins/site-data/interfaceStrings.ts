/** The English interface strings as `write-translations` extracts them (an en-CA code.json would ship). */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';

/** Where the themes declare their interface strings (`translate()`, `<Translate>`): their theme folders. */
function themeFolders(): string[] {
  const folders = [
    path.dirname(require.resolve('@docusaurus/theme-common')),
    path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme'),
  ];
  const missing = folders.filter((folder) => !existsSync(folder));
  if (missing.length > 0) {
    throw new Error(
      `The themes' interface strings are no longer in ${missing.join(', ')} (a theme upgrade moved them).`,
    );
  }
  return folders;
}

/** Interface string id → English message, from the given folders' source files. */
async function stringsIn(folders: string[]): Promise<Map<string, string>> {
  const files = await globTranslatableSourceFiles(folders);
  const extracted = await extractAllSourceCodeFileTranslations(files, getBabelOptions({isServer: true}));
  return new Map(
    extracted.flatMap(({translations}) => Object.entries(translations).map(([id, {message}]) => [id, message])),
  );
}

/** The themes' strings, read once per process: installed packages do not change under it. */
let themeStrings: Promise<Map<string, string>> | undefined;

/** Interface string id → English message, from the site's src/ in `siteDir` and the themes. */
export async function englishInterfaceStrings(
  siteDir = path.resolve(__dirname, '../..'),
): Promise<Map<string, string>> {
  themeStrings ??= stringsIn(themeFolders());
  return new Map([...(await themeStrings), ...(await stringsIn([path.join(siteDir, 'src')]))]);
}
