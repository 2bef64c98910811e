/**
 * What a build publishes, file by file, for the placeholder rule (rule.ts): every module under
 * src/data/ (listed from the folder, so a new module is checked without being named here), the
 * French data texts, the service files of both languages and the site configuration's settings.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {DocusaurusConfig} from '@docusaurus/types';
import type {PublishedSource} from './rule';

export const DATA_DIR = 'src/data';
export const FRENCH_DATA_DIR = 'i18n/fr-CA/site-data';
/** The service files: English, then the French copies. */
const SERVICE_DIRS = ['services', 'i18n/fr-CA/docusaurus-plugin-content-docs-services/current'];

/** The configuration's settings that an environment variable sets, by field path. */
const CONFIG_VARIABLES: Record<string, string> = {
  url: 'SITE_URL',
  'customFields.contactForm.formId': 'FILLOUT_FORM_ID',
  'customFields.contactForm.origin': 'FILLOUT_ORIGIN',
  'customFields.bookingUrl': 'BOOKING_URL',
  'customFields.analytics.endpoint': 'ANALYTICS_ENDPOINT',
  'customFields.analytics.domain': 'ANALYTICS_DOMAIN',
};

/** The files of a folder with one of the extensions, as paths relative to the site, sorted. */
function filesIn(siteDir: string, folder: string, extension: string): string[] {
  return readdirSync(path.join(siteDir, folder))
    .filter((name) => name.endsWith(extension) && !name.endsWith(`.d${extension}`) && !name.includes('.test.'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** The data modules, `src/data/<name>.ts`. */
export function dataModuleFiles(siteDir: string): string[] {
  return filesIn(siteDir, DATA_DIR, '.ts');
}

/** The French data texts, `{"<id>": {"message": "…"}}`, as `{<id>: "…"}`. */
function frenchDataSources(siteDir: string): PublishedSource[] {
  return filesIn(siteDir, FRENCH_DATA_DIR, '.json').map((file) => {
    const messages = JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')) as Record<string, {message?: unknown}>;
    return {
      file,
      data: Object.fromEntries(Object.entries(messages).map(([id, {message}]) => [id, message])),
    };
  });
}

/** The service files, `{...front matter, body}`: their partner links and text are published too. */
async function serviceSources(siteDir: string): Promise<PublishedSource[]> {
  return Promise.all(
    SERVICE_DIRS.flatMap((dir) => filesIn(siteDir, dir, '.mdx')).map(async (file) => {
      const filePath = path.join(siteDir, file);
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
        filePath,
        fileContent: readFileSync(filePath, 'utf8'),
      });
      return {file, data: {...frontMatter, body: content}};
    }),
  );
}

/**
 * The settings the configuration publishes: the site address, the custom fields (form, booking,
 * analytics) and the theme configuration (navigation and footer links, metadata).
 */
function configSource(siteConfig: Pick<DocusaurusConfig, 'url' | 'customFields' | 'themeConfig'>): PublishedSource {
  return {
    file: 'docusaurus.config.ts',
    data: {url: siteConfig.url, customFields: siteConfig.customFields, themeConfig: siteConfig.themeConfig},
    variables: CONFIG_VARIABLES,
  };
}

/**
 * Every published source of the site in `siteDir`. `load` imports a data module by its absolute
 * path (the caller's loader: the build's TypeScript loader, or the test runner's).
 */
export async function publishedSources(
  siteDir: string,
  siteConfig: Pick<DocusaurusConfig, 'url' | 'customFields' | 'themeConfig'>,
  load: (absolutePath: string) => Promise<unknown>,
): Promise<PublishedSource[]> {
  const modules = await Promise.all(
    dataModuleFiles(siteDir).map(async (file) => {
      const exports = (await load(path.join(siteDir, file))) as Record<string, unknown>;
      // A CommonJS interop copy of the exports is the same data again.
      const {default: _default, __esModule: _esModule, ...data} = exports;
      return {file, data};
    }),
  );
  return [...modules, ...frenchDataSources(siteDir), ...(await serviceSources(siteDir)), configSource(siteConfig)];
}
