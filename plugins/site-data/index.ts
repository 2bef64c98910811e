import type {AllContent, LoadContext, Plugin, TranslationFile} from '@docusaurus/types';
import * as about from '../../src/data/about';
import * as callToActions from '../../src/data/callToActions';
import * as company from '../../src/data/company';
import * as home from '../../src/data/home';
import * as legal from '../../src/data/legal';
import * as navigation from '../../src/data/navigation';
import * as pageThemes from '../../src/data/pageThemes';
import * as resources from '../../src/data/resources';
import * as serviceCategories from '../../src/data/serviceCategories';
import * as serviceLinks from '../../src/data/serviceLinks';
import * as serviceSummaries from '../../src/data/serviceSummaries';
import * as services from '../../src/data/services';
import {applyLocalizedUrls, applyTranslations, overrideTexts, translatableMessages} from './translatable';

export const PLUGIN_NAME = 'site-data';

/**
 * The typed data modules of src/data whose text is translated, by file name. A plain object
 * literal (no `as const`/`satisfies`) so that knip sees the namespaces used whole: pages read
 * their data exports through the JSON files, which knip cannot follow.
 */
const MODULES = {
  about,
  callToActions,
  company,
  home,
  legal,
  navigation,
  pageThemes,
  resources,
  serviceCategories,
  serviceLinks,
  serviceSummaries,
  services,
};

type ModuleName = keyof typeof MODULES;

/** Exports that hold translations, not data: the plugin reads them (TYPED_TRANSLATIONS), no page does. */
type TranslationExport = 'companyTranslations';
const TRANSLATION_EXPORTS: ReadonlySet<string> = new Set<TranslationExport>(['companyTranslations']);

/** The data exports (objects and lists) of a module; functions, numbers and strings stay as they are. */
type DataExports<Module> = {
  [
    Name in keyof Module as Name extends TranslationExport
      ? never
      : Module[Name] extends (...args: never[]) => unknown
        ? never
        : Module[Name] extends object
          ? Name
          : never
  ]: Module[Name];
};

export type SiteDataContent = {[Name in ModuleName]: DataExports<(typeof MODULES)[Name]>};

function dataExports(module: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(module).filter(
      ([name, value]) => typeof value === 'object' && value !== null && !TRANSLATION_EXPORTS.has(name),
    ),
  );
}

const moduleNames = Object.keys(MODULES) as ModuleName[];

/** The English data of every module. */
export function englishSiteData(): SiteDataContent {
  return Object.fromEntries(moduleNames.map((name) => [name, dataExports(MODULES[name])])) as SiteDataContent;
}

/**
 * Modules whose translations are typed TypeScript beside the English, not translation files:
 * the company constants (`companyTranslations` in src/data/company.ts).
 */
const TYPED_TRANSLATIONS: Partial<Record<ModuleName, Record<string, unknown>>> = {
  company: company.companyTranslations,
};

/** The translation files of the site data: one per module, its messages by id. */
export function siteDataTranslationFiles(content: SiteDataContent = englishSiteData()): TranslationFile[] {
  return moduleNames
    .filter((name) => !TYPED_TRANSLATIONS[name])
    .map((name) => ({path: name, content: translatableMessages(content[name], name)}));
}

/**
 * Translated data modules. English is written in the typed modules of src/data; their text is
 * offered to translators as Docusaurus translation files (`docusaurus write-translations`
 * writes i18n/<locale>/site-data/<module>.json). Every locale's build, English included, writes
 * the data in its language as one JSON file per module (`createData`), which components read
 * through src/internals/siteData/, and other plugins through `siteDataOf(allContent)`.
 */
export default function siteDataPlugin(context: LoadContext): Plugin<SiteDataContent> {
  return {
    name: PLUGIN_NAME,

    async loadContent() {
      return englishSiteData();
    },

    async getTranslationFiles({content}): Promise<TranslationFile[]> {
      return siteDataTranslationFiles(content);
    },

    translateContent({content, translationFiles}) {
      const byPath = new Map(translationFiles.map((file) => [file.path, file.content]));
      const locale = context.i18n.currentLocale;
      return Object.fromEntries(
        moduleNames.map((name) => {
          const typed = TYPED_TRANSLATIONS[name];
          const translated = typed
            ? overrideTexts(content[name], typed[locale])
            : applyTranslations(content[name], name, byPath.get(name) ?? {});
          return [name, applyLocalizedUrls(translated, locale)];
        }),
      ) as SiteDataContent;
    },

    async contentLoaded({content, actions}) {
      // Written for every locale, so both builds take the same path: each JSON file lands in
      // .docusaurus/site-data/default/ and ships with the components whose reader imports it.
      await Promise.all(moduleNames.map((name) => actions.createData(`${name}.json`, JSON.stringify(content[name]))));
    },
  };
}

/**
 * The data modules in the language of the build, for other plugins (in `allContentLoaded`):
 * routes and build steps that take their text from src/data read it here, not from the
 * English modules.
 */
export function siteDataOf(allContent: AllContent): SiteDataContent {
  const content = allContent[PLUGIN_NAME]?.default as SiteDataContent | undefined;
  if (!content) {
    throw new Error(`The ${PLUGIN_NAME} plugin is missing from docusaurus.config.ts.`);
  }
  return content;
}
