import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {validateCollectionFrontMatter} from '@site/plugins/content-collections/schema';
import {readServices} from '@site/plugins/content-collections';
import {siteDataIn} from '@site/plugins/site-data';
import {serviceIds} from '@site/plugins/content-collections/serviceIds';
import {companyFacts, fillFacts, languageList} from '@site/src/lib/facts';
import type {ServiceFrontMatter} from '@site/src/lib/services';
import {servicesContent} from '../support/services';

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

/** What every language shares: the front matter without its text. */
function nonText(frontMatter: ServiceFrontMatter) {
  return {
    icon: frontMatter.icon,
    theme: frontMatter.theme,
    order: frontMatter.order,
    image: frontMatter.image,
    eyebrowFrom: frontMatter.hero.eyebrowFrom,
    features: frontMatter.features.map(({id, icon}) => [id, icon]),
    benefits: frontMatter.benefits.map(({id}) => id),
    customSection: frontMatter.customSection?.kind,
    keywords: frontMatter.keywords.length,
  };
}

describe('the writer’s service files', () => {
  it('one English and one French file per service id, nothing else', () => {
    const ids = (dir: string) => serviceFiles(dir).map((file) => path.basename(file, '.mdx'));
    expect(ids('services').sort()).toEqual(serviceIds);
    expect(ids(FRENCH_DIR).sort()).toEqual(serviceIds);
  });

  it.each(serviceIds)('%s: both languages pass the schema and share every non-text value', async (id) => {
    const english = validateCollectionFrontMatter('service', id, await frontMatterOf(`services/${id}.mdx`));
    const french = validateCollectionFrontMatter('service', id, await frontMatterOf(`${FRENCH_DIR}/${id}.mdx`));
    expect(nonText(french)).toEqual(nonText(english));
  });

  it('are listed by their order; two files of one order, or a file not named after an id, fail the build naming them', async () => {
    const content = await servicesContent('en-CA');
    const docs = content.loadedVersions[0]!.docs;
    const facts = companyFacts(siteDataIn('en-CA').company, 'en-CA');
    const orders = readServices(content, facts).map(
      ({id}) => docs.find((doc) => doc.id === id)!.frontMatter.order as number,
    );
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const read =
      (...grown: typeof docs) =>
      () =>
        readServices({loadedVersions: [{docs: grown}]} as unknown as DocsContent, facts);
    const twin = {...docs[0]!, id: 'ninth-service', source: '@site/services/ninth-service.mdx'};
    expect(read(docs[0]!, twin)).toThrow(
      `services/${docs[0]!.id}.mdx and services/ninth-service.mdx have the same "order"`,
    );
    const misnamed = {...docs[0]!, id: 'Managed IT', source: '@site/services/Managed IT.mdx'};
    expect(read(misnamed)).toThrow('services/Managed IT.mdx is not named <id>.mdx');
  });
});

describe('company facts in the service pages a visitor reads', () => {
  const english = siteDataIn('en-CA').company;
  const french = siteDataIn('fr-CA').company;

  it('lists the languages spoken as each language writes a list', () => {
    expect(languageList(['English', 'Ukrainian', 'French'], 'en-CA')).toBe('English, Ukrainian and French');
    expect(languageList(['anglais', 'ukrainien', 'français'], 'fr-CA')).toBe("l'anglais, l'ukrainien et le français");
  });

  it('an unknown placeholder fails the build naming the file', () => {
    const facts = companyFacts(english, 'en-CA');
    expect(() => fillFacts('within {slaCritcal}', facts, 'services/a.mdx')).toThrow(
      'services/a.mdx: unknown fact {slaCritcal}',
    );
  });

  it('a changed constant reaches both languages of the service pages', async () => {
    for (const [company, locale] of [
      [english, 'en-CA'],
      [french, 'fr-CA'],
    ] as const) {
      const changed = {...company, terms: {slaResponse: {...company.terms.slaResponse, critical: '7 min'}}};
      const managed = readServices(await servicesContent(locale), companyFacts(changed, locale)).find(
        ({id}) => id === 'managed-it-services',
      )!;
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
      expect(text).not.toContain(
        languageList(
          company.company.languages.map((language) => language.name),
          locale,
        ),
      );
      expect(text).not.toContain(company.terms.slaResponse.critical);
    }
  });
});
