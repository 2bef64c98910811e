import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {globTranslatableSourceFiles} from '@docusaurus/utils';
import {findTranslations} from './inlineTranslations';
import {interfaceStringFolders} from './sourceFolders';

/** What the plugin passes from loading to bundling. */
export interface InlineTranslationsContent {
  /** Ids of the interface strings declared statically in the scanned folders (written in place). */
  inlinedIds: string[];
}

/**
 * The dictionary that still ships with every page: the locale's messages minus those written in
 * place, which leaves the strings whose id is computed at run time.
 */
export function remainingCodeTranslations(
  codeTranslations: Readonly<Record<string, string>>,
  inlinedIds: readonly string[],
): Record<string, string> {
  const inlined = new Set(inlinedIds);
  return Object.fromEntries(Object.entries(codeTranslations).filter(([id]) => !inlined.has(id)));
}

/**
 * Interface strings in place, per locale: every static `translate()` and `<Translate>` of the
 * site's components and of the themes' components (sourceFolders.ts) is rewritten at bundling
 * time with its message in the locale being built, and the dictionary that Docusaurus ships with
 * every page (`@generated/codeTranslations`) keeps only the strings whose id is computed at run
 * time. Translators and writers work as usual (i18n/<locale>/code.json, `docusaurus
 * write-translations`).
 */
export default function inlineTranslationsPlugin(context: LoadContext): Plugin<InlineTranslationsContent> {
  // Set once the content is loaded: Docusaurus's dictionary module and its replacement.
  let dictionary: {generated: string; bundled: string} | undefined;
  return {
    name: 'inline-translations',

    async loadContent() {
      const files = await globTranslatableSourceFiles(interfaceStringFolders(context.siteDir));
      const declared = await Promise.all(
        files.map(async (file) => findTranslations(await readFile(file, 'utf8'), file)),
      );
      const inlinedIds = [...new Set(declared.flat().flatMap(({id}) => (id === undefined ? [] : [id])))].sort();
      return {inlinedIds};
    },

    async contentLoaded({content, actions}) {
      dictionary = {
        generated: path.join(context.generatedFilesDir, 'codeTranslations.json'),
        bundled: await actions.createData(
          'codeTranslations.json',
          JSON.stringify(remainingCodeTranslations(context.codeTranslations, content.inlinedIds)),
        ),
      };
    },

    configureWebpack(_config, _isServer, {currentBundler}) {
      const generatedDictionary = dictionary;
      if (!generatedDictionary) {
        return {};
      }
      return {
        module: {
          rules: [
            {
              test: /\.[jt]sx?$/,
              include: interfaceStringFolders(context.siteDir),
              // Before the TypeScript/JSX compiler, on the source as written.
              enforce: 'pre' as const,
              use: [{loader: require.resolve('./loader.cjs'), options: {messages: context.codeTranslations}}],
            },
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /[\\/]codeTranslations\.json$/,
            (resolveData: {createData?: {resource?: string}}) => {
              const created = resolveData.createData;
              if (created?.resource === generatedDictionary.generated) {
                created.resource = generatedDictionary.bundled;
              }
            },
          ),
        ],
      };
    },
  };
}
