/**
 * The services as a build reads them, for tests: the service files of one language parsed as the
 * docs plugin parses them, checked and filled by plugins/content-collections.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {readServices, toServiceSummary} from '../../plugins/content-collections';
import {siteDataIn} from '../../plugins/site-data';
import {companyFacts} from '../../src/lib/facts';
import type {Service, ServiceSummary} from '../../src/lib/services';

const ROOT = path.resolve(__dirname, '../..');

/** Where each language's service files are. */
export const SERVICE_DIRS = {
  'en-CA': 'services',
  'fr-CA': 'i18n/fr-CA/docusaurus-plugin-content-docs-services/current',
} as const;

export type ServiceLocale = keyof typeof SERVICE_DIRS;

/** The service files of a language, as the docs plugin hands them over. */
export async function servicesContent(locale: ServiceLocale): Promise<DocsContent> {
  const dir = SERVICE_DIRS[locale];
  const docs = await Promise.all(
    readdirSync(path.join(ROOT, dir))
      .filter((name) => name.endsWith('.mdx'))
      .map(async (name) => {
        const filePath = path.join(ROOT, dir, name);
        const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: readFileSync(filePath, 'utf8')});
        const id = path.basename(name, '.mdx');
        return {id, source: `@site/${dir}/${name}`, permalink: `/services/${id}`, frontMatter};
      }),
  );
  return {loadedVersions: [{docs}]} as unknown as DocsContent;
}

/** The services of a language, in the menu's order, facts filled in. */
export async function servicesIn(locale: ServiceLocale): Promise<Service[]> {
  const facts = companyFacts(siteDataIn(locale).company, locale);
  return readServices(await servicesContent(locale), facts);
}

/** The service summaries of a language, as menus and cards read them. */
export async function serviceSummariesIn(locale: ServiceLocale): Promise<ServiceSummary[]> {
  return (await servicesIn(locale)).map(toServiceSummary);
}
