import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {validateCollectionFrontMatter} from '@site/plugins/content-collections/schema';
import {readServices} from '@site/plugins/service-pages';
import {siteDataIn} from '@site/plugins/site-data';
import {serviceCategoryKeys} from '@site/src/data/serviceCategories';
import {fillFacts, languageList, serviceFacts, type ServiceFrontMatter} from '@site/src/lib/services';

const ROOT = path.resolve(__dirname, '../..');
const FRENCH_DIR = 'i18n/fr-CA/docusaurus-plugin-content-docs-services/current';

async function frontMatterOf(file: string): Promise<Record<string, unknown>> {
  const filePath = path.join(ROOT, file);
  return (await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: readFileSync(filePath, 'utf8')})).frontMatter;
}

function serviceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => `${dir}/${name}`);
}

/** The services docs content of one language, as the docs plugin hands it over. */
async function servicesContent(dir: string): Promise<DocsContent> {
  const docs = await Promise.all(
    serviceFiles(dir).map(async (file) => ({
      id: path.basename(file, '.mdx'),
      source: `@site/${file}`,
      permalink: `/services/${path.basename(file, '.mdx')}`,
      frontMatter: await frontMatterOf(file),
    })),
  );
  return {loadedVersions: [{docs}]} as unknown as DocsContent;
}

/** What every language shares: the front matter without its text. */
function nonText(frontMatter: ServiceFrontMatter) {
  return {
    icon: frontMatter.icon,
    theme: frontMatter.theme,
    image: frontMatter.image,
    eyebrowFrom: frontMatter.hero.eyebrowFrom,
    features: frontMatter.features.map(({id, icon}) => [id, icon]),
    benefits: frontMatter.benefits.map(({id}) => id),
    customSection: frontMatter.customSection?.kind,
    keywords: frontMatter.keywords.length,
  };
}

describe('service files', () => {
  it('one English and one French file per service id, nothing else', () => {
    const ids = (dir: string) => serviceFiles(dir).map((file) => path.basename(file, '.mdx'));
    expect(ids('services').sort()).toEqual([...serviceCategoryKeys].sort());
    expect(ids(FRENCH_DIR).sort()).toEqual([...serviceCategoryKeys].sort());
  });

  it.each(serviceCategoryKeys)('%s: both languages pass the schema and share every non-text value', async (id) => {
    const english = validateCollectionFrontMatter('service', id, await frontMatterOf(`services/${id}.mdx`));
    const french = validateCollectionFrontMatter('service', id, await frontMatterOf(`${FRENCH_DIR}/${id}.mdx`));
    expect(nonText(french)).toEqual(nonText(english));
  });

  it('a missing or mistyped field fails naming the file and the field', async () => {
    const {features: _features, ...withoutFeatures} = await frontMatterOf('services/managed-it-services.mdx');
    expect(() => validateCollectionFrontMatter('service', 'services/x.mdx', withoutFeatures)).toThrow(
      'Invalid service front matter in services/x.mdx: "features" is required',
    );
    const badIcon = {...withoutFeatures, features: [{id: 'a', title: 'A', description: 'B', icon: 'no-such-icon'}]};
    expect(() => validateCollectionFrontMatter('service', 'services/x.mdx', badIcon)).toThrow(
      /"features\[0\]\.icon" must be one of/,
    );
  });
});

describe('facts in service text', () => {
  const english = siteDataIn('en-CA').company;
  const french = siteDataIn('fr-CA').company;

  it('lists the languages spoken as each language writes a list', () => {
    expect(languageList(['English', 'Ukrainian', 'French'], 'en-CA')).toBe('English, Ukrainian and French');
    expect(languageList(['anglais', 'ukrainien', 'français'], 'fr-CA')).toBe("l'anglais, l'ukrainien et le français");
    expect(languageList(['English'], 'en-CA')).toBe('English');
  });

  it('fills a placeholder from the constants, and an unknown one fails naming the file', () => {
    const facts = serviceFacts(english, 'en-CA');
    expect(fillFacts('within {slaCritical}', facts, 'services/a.mdx')).toBe(
      `within ${english.terms.slaResponse.critical}`,
    );
    expect(() => fillFacts('within {slaCritcal}', facts, 'services/a.mdx')).toThrow(
      'services/a.mdx: unknown fact {slaCritcal}',
    );
  });

  it('a changed constant reaches both languages of the service pages', async () => {
    for (const [dir, company, locale] of [
      ['services', english, 'en-CA'],
      [FRENCH_DIR, french, 'fr-CA'],
    ] as const) {
      const changed = {...company, terms: {slaResponse: {...company.terms.slaResponse, critical: '7 min'}}};
      const managed = readServices(await servicesContent(dir), serviceFacts(changed, locale)).find(
        ({service}) => service.id === 'managed-it-services',
      )!.service;
      expect(managed.benefits.find((benefit) => benefit.id === 'fast-response')?.description).toContain('7 min');
      expect(JSON.stringify(managed)).not.toContain(company.terms.slaResponse.critical);
    }
  });

  it('no service file writes a fact out: the company name, the SLA times and the language list are placeholders', () => {
    for (const file of [...serviceFiles('services'), ...serviceFiles(FRENCH_DIR)]) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const company = file.startsWith('services') ? english : french;
      const locale = file.startsWith('services') ? 'en-CA' : 'fr-CA';
      expect(text).not.toContain(company.company.name);
      expect(text).not.toContain(languageList(company.company.languages, locale));
      expect(text).not.toContain(company.terms.slaResponse.critical);
    }
  });
});
