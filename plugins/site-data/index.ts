import type {AllContent, LoadContext, Plugin, TranslationFile} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import * as about from '../../src/data/about';
import * as articleCallToActions from '../../src/data/articleCallToActions';
import * as blog from '../../src/data/blog';
import * as callToActions from '../../src/data/callToActions';
import * as company from '../../src/data/company';
import * as home from '../../src/data/home';
import * as legal from '../../src/data/legal';
import * as navigation from '../../src/data/navigation';
import * as resources from '../../src/data/resources';
import {composeSiteData, type SiteDataContent} from './compose';
import {englishInterfaceStrings} from './interfaceStrings';
import {staleFiles, staleTranslations} from './staleness';
import {refuseWhenPublishing} from '../lib/publishing';
import {TEXT_FIELDS} from './texts';
import {companyFacts} from '../../src/lib/facts';
import {frenchTypography} from '../../src/lib/frenchTypography';
import {phoneText} from '../../src/lib/contactLinks';
import {applyTranslations, fillTextFacts, translatableMessages, type TranslationMessage} from './translatable';

export type {SiteDataContent} from './compose';

export const PLUGIN_NAME = 'site-data';

/** The translated data modules of src/data; a plain literal, so knip sees the namespaces used whole. */
const MODULES = {
  about,
  articleCallToActions,
  blog,
  callToActions,
  company,
  home,
  legal,
  navigation,
  resources,
};

type ModuleName = keyof typeof MODULES;

/** The data exports (objects and lists) of a module; functions, numbers and strings stay as they are. */
type DataExports<Module> = {
  [
    Name in keyof Module as Module[Name] extends (...args: never[]) => unknown
      ? never
      : Module[Name] extends object
        ? Name
        : never
  ]: Module[Name];
};

/** Each module's data as written in src/data; pages read it joined (compose.ts). */
export type SiteDataSource = {[Name in ModuleName]: DataExports<(typeof MODULES)[Name]>};

function dataExports(module: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(module).filter(([, value]) => typeof value === 'object' && value !== null));
}

const moduleNames = Object.keys(MODULES) as ModuleName[];

export function englishSiteDataSource(): SiteDataSource {
  return Object.fromEntries(moduleNames.map((name) => [name, dataExports(MODULES[name])])) as SiteDataSource;
}

/** The translation files of the site data: one per module, its messages by id. */
export function siteDataTranslationFiles(source: SiteDataSource = englishSiteDataSource()): TranslationFile[] {
  return moduleNames.map((name) => ({
    path: name,
    content: translatableMessages(source[name], TEXT_FIELDS[name] as never, name),
  }));
}

/** The data pages read in `locale`: translated, links localised, facts filled in, then joined. */
export function translateSiteData(
  source: SiteDataSource,
  locale: string,
  translations: Readonly<Record<string, Messages>>,
): SiteDataContent {
  const translated = Object.fromEntries(
    moduleNames.map((name) => [
      name,
      applyTranslations(source[name], TEXT_FIELDS[name] as never, name, translations[name] ?? {}, (text) =>
        locale.startsWith('fr') ? frenchTypography(text) : text,
      ),
    ]),
  ) as SiteDataSource;
  // A link to an outside site points at its page in the build's language where it has one.
  translated.resources = {
    ...translated.resources,
    resourceGroups: translated.resources.resourceGroups.map((group) => ({
      ...group,
      links: group.links.map((link) => ({...link, url: link.localizedUrls?.[locale as 'fr-CA'] ?? link.url})),
    })),
  };
  const {company} = translated.company;
  translated.company = {
    ...translated.company,
    company: {
      ...company,
      contact: {...company.contact, phone: phoneText(company.contact.phoneE164, locale)},
      emergency: {...company.emergency, phone: phoneText(company.emergency.phoneE164, locale)},
    },
  };
  const facts = companyFacts(translated.company, locale);
  const filled = Object.fromEntries(
    moduleNames.map((name) => [name, fillTextFacts(translated[name], TEXT_FIELDS[name] as never, name, facts)]),
  ) as SiteDataSource;
  return composeSiteData(filled, source.company.company.contact.businessHours);
}

type Messages = Record<string, TranslationMessage>;

/** A translation file's messages, none when it does not exist. */
const readMessages = (file: string): Messages => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/** The translation files of `locale` as written in `siteDir`/i18n/<locale>/site-data, by module name. */
export function siteDataTranslationsIn(
  locale: string,
  siteDir: string = path.resolve(__dirname, '../..'),
): Record<ModuleName, Messages> {
  return Object.fromEntries(
    moduleNames.map((name) => [name, readMessages(path.join(siteDir, 'i18n', locale, PLUGIN_NAME, `${name}.json`))]),
  ) as Record<ModuleName, Messages>;
}

/** The site data in `locale`, for code that runs before plugins load (docusaurus.config.ts). */
export function siteDataIn(locale: string, siteDir: string = path.resolve(__dirname, '../..')): SiteDataContent {
  return translateSiteData(englishSiteDataSource(), locale, siteDataTranslationsIn(locale, siteDir));
}

/** Names each text of `locale` not recording the current English: publishing fails, a local build warns. */
async function checkTranslationsCurrent(siteDir: string, locale: string): Promise<void> {
  const dataTexts = siteDataTranslationsIn(locale, siteDir);
  const codeFile = path.join('i18n', locale, 'code.json');
  const code = readMessages(path.join(siteDir, codeFile));
  const interfaceStrings = Object.fromEntries(
    [...(await englishInterfaceStrings(siteDir))].map(([id, message]) => [id, {message}]),
  );
  const stale = [
    ...siteDataTranslationFiles().flatMap(({path: name, content}) =>
      staleTranslations(content, dataTexts[name as ModuleName]).map(
        (id) => `i18n/${locale}/${PLUGIN_NAME}/${name}.json: ${id}`,
      ),
    ),
    ...staleTranslations(interfaceStrings, code).map((id) => `${codeFile}: ${id}`),
    ...staleFiles(siteDir, locale),
  ];
  if (stale.length === 0) {
    return;
  }
  const message =
    `${stale.length} ${locale} translation(s) do not translate the current English (it changed since they were ` +
    `marked current, or they never were):\n${stale.map((item) => `  - ${item}`).join('\n')}\n` +
    'Update the French, then run npm run translations:mark-current -- <id or file>… (docs/translating.md).';
  refuseWhenPublishing(`: ${message}`);
  logger.warn(message);
}

/** The src/data modules as translation files (i18n/<locale>/site-data/), written translated for components. */
export default function siteDataPlugin(context: LoadContext): Plugin<SiteDataContent> {
  return {
    name: PLUGIN_NAME,

    async loadContent() {
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) {
        await checkTranslationsCurrent(context.siteDir, context.i18n.currentLocale);
      }
      return translateSiteData(englishSiteDataSource(), context.i18n.defaultLocale, {});
    },

    async getTranslationFiles(): Promise<TranslationFile[]> {
      const files = siteDataTranslationFiles();
      if (context.i18n.currentLocale === context.i18n.defaultLocale) {
        return files;
      }
      // `write-translations` replaces descriptions with these: give back each record, so stale stays stale.
      const written = siteDataTranslationsIn(context.i18n.currentLocale, context.siteDir);
      return files.map(({path: name, content: messages}) => ({
        path: name,
        content: Object.fromEntries(
          Object.entries(messages).map(([id, {message}]) => {
            const description = written[name as ModuleName]?.[id]?.description;
            return [id, description === undefined ? {message} : {message, description}];
          }),
        ),
      }));
    },

    translateContent({translationFiles}) {
      const translations = Object.fromEntries(translationFiles.map((file) => [file.path, file.content]));
      return translateSiteData(englishSiteDataSource(), context.i18n.currentLocale, translations);
    },

    async contentLoaded({content, actions}) {
      await Promise.all(moduleNames.map((name) => actions.createData(`${name}.json`, JSON.stringify(content[name]))));
    },
  };
}

/** The data modules in the build's language, for other plugins' `allContentLoaded`. */
export function siteDataOf(allContent: AllContent): SiteDataContent {
  const content = allContent[PLUGIN_NAME]?.default as SiteDataContent | undefined;
  if (!content) {
    throw new Error(`The ${PLUGIN_NAME} plugin is missing from docusaurus.config.ts.`);
  }
  return content;
}
