/**
 * A French visitor reads the short texts of the site data in French, and they cannot drift from
 * their English: each list item has a stable id (a position would move every French label after an
 * insertion onto its neighbour), company facts are placeholders filled from the constants in each
 * language (never copied into a sentence), and each French text records the English it translates,
 * so that a changed English text marks its French stale and stops a build for publishing.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, TranslationFile} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import siteDataPlugin, {
  englishSiteDataSource,
  siteDataIn,
  siteDataTranslationFiles,
  siteDataTranslationsIn,
  translateSiteData,
  type SiteDataSource,
} from '@site/plugins/site-data';
import {englishRecord, recordOf, staleTranslations} from '@site/plugins/site-data/staleness';
import {
  applyTranslations,
  translatableMessages,
  type TextFields,
  type TranslationMessage,
} from '@site/plugins/site-data/translatable';
import {companyFacts} from '@site/src/lib/facts';
import type {ResourceGroup} from '@site/src/data/resources';
import {englishInterfaceStrings} from '@site/plugins/site-data/interfaceStrings';

/** The placeholders (`{companyName}`) a text names. */
const placeholdersIn = (text: string): string[] => [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);

const LOCALES = ['en-CA', 'fr-CA'] as const;
const SITE_DIR = path.resolve(__dirname, '../..');
const english = siteDataTranslationFiles();
const french = siteDataTranslationsIn('fr-CA');

/** Every message of the site data in `locale`, by id: the English source or the French files. */
function messagesIn(locale: (typeof LOCALES)[number]): Record<string, TranslationMessage> {
  return Object.assign({}, ...(locale === 'en-CA' ? english.map((file) => file.content) : Object.values(french)));
}

/**
 * The data of src/data with a change a writer might make: `edit` receives a copy to change
 * (the modules' literal types do not allow another text).
 */
function editedSource(
  edit: (source: {
    blog: {blogFeed: Record<string, string>};
    company: {terms: {slaResponse: Record<string, string>}};
  }) => void,
): SiteDataSource {
  const source = structuredClone(englishSiteDataSource());
  edit(source as never);
  return source;
}

/** The data of src/data with the resources module replaced. */
function withResourceGroups(groups: ResourceGroup[]): SiteDataSource {
  const source = englishSiteDataSource();
  return {...source, resources: {...source.resources, resourceGroups: groups}};
}

describe('a French visitor reads every data text in French', () => {
  const dir = path.join(SITE_DIR, 'i18n/fr-CA/site-data');

  it('from one translation file per data module, and no other', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(english.map((file) => `${file.path}.json`).sort());
  });

  it.each(english.map((file) => [file.path, file.content] as const))(
    'translated in %s.json: every English text of the module, under the same ids, none empty, none stale (else update it, then npm run translations:mark-current -- <id>)',
    (name, messages) => {
      const translated = french[name as keyof typeof french];
      expect(Object.keys(translated).sort()).toEqual(Object.keys(messages).sort());
      expect(Object.entries(translated).filter(([, value]) => value.message.trim() === '')).toEqual([]);
      expect(staleTranslations(messages, translated)).toEqual([]);
    },
  );

  it('with the English kept where a translation is missing, and every other field as in English', () => {
    const data = {items: [{id: 'cloud', title: 'Cloud', link: '/services/cloud'}], heading: 'Our services'};
    const fields: TextFields<typeof data> = {items: {id: false, title: true, link: false}, heading: true};
    const translated = applyTranslations(data, fields, 'demo', {'demo.heading': {message: 'Nos services'}});
    expect(translated).toEqual({...data, heading: 'Nos services'});
  });

  it('with each resource link leading to its French page where one exists, else the one page', () => {
    const links = (locale: string) => siteDataIn(locale).resources.resourceGroups.flatMap((group) => group.links);
    const french = links('fr-CA');
    links('en-CA').forEach((link, at) => expect(french[at]!.url).toBe(link.localizedUrls?.['fr-CA'] ?? link.url));
    expect(french.some((link, at) => link.url !== links('en-CA')[at]!.url)).toBe(true);
  });
});

describe('stable ids', () => {
  it('name every item of every list by its id, never by its position', () => {
    const positional = english.flatMap((file) => Object.keys(file.content)).filter((id) => /\.\d+(\.|$)/.test(id));
    expect(positional).toEqual([]);
  });

  it('a list item with text and no id, or a text of no declared kind, fails naming the module and the list', () => {
    const data = {items: [{id: 'cloud', title: 'Cloud', points: ['Fast']}]};
    const fields: TextFields<typeof data> = {items: {id: false, title: true, points: true}};
    expect(() => translatableMessages(data, fields, 'demo')).toThrow(
      /the list items\.cloud\.points of src\/data\/demo\.ts has text in item 0 but no stable id/,
    );
    const twins = {
      items: [
        {id: 'cloud', title: 'Cloud', points: []},
        {id: 'cloud', title: 'Mail', points: []},
      ],
    };
    expect(() => translatableMessages(twins, fields, 'demo')).toThrow(
      'site-data: two items of the list demo.items have the id "cloud"',
    );
    // @ts-expect-error -- `heading` is not classified: a type error, and at build time an error.
    const unclassified: TextFields<{heading: string}> = {};
    expect(() => translatableMessages({heading: 'Our services'}, unclassified, 'demo')).toThrow(/demo\.heading/);
    const groups = [{id: 'tools', title: 'Tools', links: [{name: 'Portal'}]}];
    const groupFields: TextFields<typeof groups> = {id: false, title: true, links: {name: true}};
    // As a writer inserting a link into a resources group without an id: the build fails naming the group.
    expect(() => translatableMessages({groups}, {groups: groupFields}, 'resources')).toThrow(
      /the list groups\.tools\.links of src\/data\/resources\.ts/,
    );
  });

  it('an English link inserted with an id leaves every French label on its own link', () => {
    const groups = englishSiteDataSource().resources.resourceGroups;
    const mistral = {id: 'mistral', name: 'Mistral', url: 'https://chat.mistral.ai', description: 'An assistant.'};
    const inserted = groups.map((group) =>
      group.id === 'ai-tools' ? {...group, links: [mistral, ...group.links]} : group,
    );
    const before = translateSiteData(englishSiteDataSource(), 'fr-CA', french).resources.resourceGroups;
    const after = translateSiteData(withResourceGroups(inserted), 'fr-CA', french).resources.resourceGroups;
    const byUrl = (list: typeof before) =>
      Object.fromEntries(list.flatMap((group) => group.links.map((link) => [link.url, [link.name, link.description]])));
    const {'https://chat.mistral.ai': added, ...others} = byUrl(after);
    expect(added).toEqual([mistral.name, mistral.description]);
    expect(others).toEqual(byUrl(before));
  });
});

/**
 * The facts a site-data text must name by placeholder, never write out: each with its value in a
 * language's constants. Not checked: the city, which French writes as an adjective ("torontoise")
 * and which also names other places than the office ("les tribunaux de Toronto").
 */
const CHECKED_FACTS: Readonly<Record<string, (data: SiteDataSource['company']) => readonly string[]>> = {
  'company name': ({company}) => [company.name],
  'launch date': ({company}) => [company.launched],
  'languages spoken': ({company}) => company.languages.map((language) => language.name),
  'reply time': ({company}) => [company.contact.responseTime],
  'telephone numbers': ({company}) => [company.contact.phone, company.emergency.phone],
  'e-mail addresses': ({company}) => [
    company.contact.email,
    company.emergency.email,
    company.legalEmail,
    company.privacyEmail,
    company.securityEmail,
  ],
  'satisfaction guarantee': ({companyStatements}) => [companyStatements.guarantee],
  'SLA response times': ({terms}) => Object.values(terms.slaResponse),
  'privacy laws': ({compliance}) => compliance.privacyLaws.map((law) => law.name),
  'accessibility standard and reply time': ({accessibility}) => [
    accessibility.standard,
    accessibility.feedbackResponse,
  ],
};

/** Facts a French text writes as another word, by id: "une entreprise torontoise" for "a {city}-based company". */
const FRENCH_WRITES_OUT: Readonly<Record<string, readonly string[]>> = {'about.aboutHeader.intro': ['city']};

describe('facts are placeholders', () => {
  const constants = {'en-CA': englishSiteDataSource().company, 'fr-CA': siteDataIn('fr-CA').company};

  it.each(LOCALES)('every placeholder of the %s site data names a fact with a value in both languages', (locale) => {
    const facts = LOCALES.map((language) => companyFacts(constants[language], language));
    const unfilled = Object.entries(messagesIn(locale)).flatMap(([id, {message}]) =>
      placeholdersIn(message)
        .filter((name) => facts.some((values) => !values[name]?.trim()))
        .map((name) => `${id}: {${name}}`),
    );
    expect(unfilled).toEqual([]);
  });

  /** Interface strings name the language of a page ("English only"), not the languages the team speaks. */
  const INTERFACE_FACTS = Object.keys(CHECKED_FACTS).filter((fact) => fact !== 'languages spoken');

  /** Every interface string (`translate()`, `<Translate>`) by locale and id: the English in code, the French in code.json. */
  const interfaceMessages: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    interfaceMessages['en-CA'] = Object.fromEntries(await englishInterfaceStrings());
    const file = path.join(SITE_DIR, 'i18n/fr-CA/code.json');
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
    interfaceMessages['fr-CA'] = Object.fromEntries(Object.entries(messages).map(([id, {message}]) => [id, message]));
  }, 60_000);

  /** Data texts outside the constants (whose own texts are the facts) and interface strings, by id. */
  const textsIn = (locale: (typeof LOCALES)[number]): [string, string, string[]][] => [
    ...Object.entries(messagesIn(locale))
      .filter(([id]) => !id.startsWith('company.'))
      .map(([id, {message}]): [string, string, string[]] => [id, message, Object.keys(CHECKED_FACTS)]),
    ...Object.entries(interfaceMessages[locale]!).map(([id, message]): [string, string, string[]] => [
      id,
      message,
      INTERFACE_FACTS,
    ]),
  ];

  it.each(LOCALES)('no %s data text or interface string writes a fact out', (locale) => {
    const written = textsIn(locale).flatMap(([id, message, facts]) =>
      facts.flatMap((fact) =>
        CHECKED_FACTS[fact]!(constants[locale])
          .filter((value) => message.includes(value))
          .map((value) => `${id}: ${fact} "${value}"`),
      ),
    );
    expect(written).toEqual([]);
  });

  it('each French data text and interface string names the same facts as its English', () => {
    const factNames = Object.keys(companyFacts(constants['en-CA'], 'en-CA'));
    const factsOf = (id: string, message: string) =>
      placeholdersIn(message)
        .filter((name) => factNames.includes(name) && !FRENCH_WRITES_OUT[id]?.includes(name))
        .sort()
        .join();
    const englishTexts = new Map(textsIn('en-CA').map(([id, message]) => [id, message]));
    const differ = textsIn('fr-CA')
      .filter(([id]) => englishTexts.has(id))
      .filter(([id, message]) => factsOf(id, englishTexts.get(id)!) !== factsOf(id, message))
      .map(([id]) => id);
    expect(differ).toEqual([]);
  });

  it('a changed constant reaches both languages of the pages', () => {
    const changed = editedSource((source) => {
      source.company.terms.slaResponse.critical = '7 minutes';
    });
    const frenchChanged = {
      ...french,
      company: {...french.company, 'company.terms.slaResponse.critical': {message: '7 minutes'}},
    };
    const variant = (data: ReturnType<typeof translateSiteData>) =>
      data.callToActions.callToActionVariants.find((item) => item.id === 'satisfaction-guarantee')!.description;
    expect(variant(translateSiteData(changed, 'en-CA', {}))).toContain('within 7 minutes');
    expect(variant(translateSiteData(changed, 'fr-CA', frenchChanged))).toContain('dans un délai de 7 minutes');
  });

  it('a placeholder that names no fact fails, naming its id', () => {
    const typo = editedSource((source) => {
      source.blog.blogFeed.title = '{companyNmae} Blog';
    });
    expect(() => translateSiteData(typo, 'en-CA', {})).toThrow(
      'site-data: blog.blogFeed.title: unknown fact {companyNmae}',
    );
  });
});

describe('stale French', () => {
  it('an edited English sentence, or a changed constant, marks exactly its French stale', () => {
    const edited = editedSource((source) => {
      source.blog.blogFeed.description = 'News and advice from {companyName}.';
      source.company.terms.slaResponse.critical = '10 minutes';
    });
    const staleIn = (source: SiteDataSource) =>
      siteDataTranslationFiles(source).flatMap((file) =>
        staleTranslations(file.content, french[file.path as keyof typeof french]),
      );
    const before = staleIn(englishSiteDataSource());
    expect(staleIn(edited).filter((id) => !before.includes(id))).toEqual([
      'blog.blogFeed.description',
      'company.terms.slaResponse.critical',
    ]);
  });

  /**
   * A scratch site with a French post, an interface string and a data text (stale): the French build's
   * check and `npm run translations:mark-current`, as a translator and a build for publishing meet them.
   */
  describe('a translator marking French current', () => {
    const SCRIPT = path.join(SITE_DIR, 'scripts/translations.mjs');
    const FRENCH_POST = 'i18n/fr-CA/docusaurus-plugin-content-blog/backups.md';
    const STALE_ID = 'legal.legalCommitments.iso.text';
    const siteDir = mkdtempSync(path.join(tmpdir(), 'translation-records-'));
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
      writeFileSync(path.join(siteDir, file), content);
    };
    const markCurrent = (...targets: string[]) =>
      spawnSync(process.execPath, [SCRIPT, 'mark-current', ...targets], {cwd: siteDir, encoding: 'utf8'});

    /** The French build's site data with `env`: its files for write-translations, or the error that stopped it. */
    async function frenchBuild(env: NodeJS.ProcessEnv): Promise<TranslationFile[] | string> {
      const saved = process.env;
      process.env = env;
      try {
        const context = {siteDir, i18n: {defaultLocale: 'en-CA', currentLocale: 'fr-CA'}} as unknown as LoadContext;
        const plugin = siteDataPlugin(context);
        const content = await plugin.loadContent!();
        return (await plugin.getTranslationFiles!({content})) as TranslationFile[];
      } catch (error) {
        return String(error);
      } finally {
        process.env = saved;
      }
    }

    beforeAll(() => {
      write('blog/backups.md', '---\ntitle: Test your backups\n---\nA backup you never restored is a hope.\n');
      write(FRENCH_POST, '---\ntitle: Testez vos sauvegardes\n---\nUne sauvegarde jamais restaurée est un espoir.\n');
      write('i18n/fr-CA/code.json', JSON.stringify({'theme.common.skipToMainContent': {message: 'Passer au contenu'}}));
      write(
        'i18n/fr-CA/site-data/legal.json',
        JSON.stringify({[STALE_ID]: {message: 'Certification en cours.', description: englishRecord('An older text')}}),
      );
    });
    afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

    it('a French text whose English changed fails a build for publishing, named; marking it current clears it', async () => {
      expect(markCurrent(FRENCH_POST, 'theme.common.skipToMainContent')).toMatchObject({status: 0});
      expect(recordOf(readFileSync(path.join(siteDir, FRENCH_POST), 'utf8'))).toMatch(/^English [0-9a-f]{12}$/);
      expect(await frenchBuild({CI: 'true'})).toMatch(
        new RegExp(`1 fr-CA translation\\(s\\).*\\n  - i18n/fr-CA/site-data/legal.json: ${STALE_ID}\\n`),
      );

      write('blog/backups.md', '---\ntitle: Test your backups monthly\n---\nA backup you never restored is a hope.\n');
      const code = JSON.parse(readFileSync(path.join(siteDir, 'i18n/fr-CA/code.json'), 'utf8'));
      code['theme.common.skipToMainContent'].description = englishRecord('Skip to the content');
      write('i18n/fr-CA/code.json', JSON.stringify(code));
      const failure = await frenchBuild({SITE_URL: 'https://www.northbeamtech.ca'});
      expect(failure).toContain('This build is for publishing (SITE_URL set): 3 fr-CA translation(s)');
      expect(failure).toContain(`  - i18n/fr-CA/code.json: theme.common.skipToMainContent\n  - ${FRENCH_POST}\n`);

      // A translator's local build warns, and write-translations keeps the recorded English, so the entry stays stale.
      const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
      const files = await frenchBuild({});
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(FRENCH_POST));
      warn.mockRestore();
      const englishLegal = english.find((file) => file.path === 'legal')!.content;
      expect((files as TranslationFile[]).find((file) => file.path === 'legal')!.content[STALE_ID]).toEqual({
        message: englishLegal[STALE_ID]!.message,
        description: englishRecord('An older text'),
      });

      expect(markCurrent('blog/backups.md', 'theme.common.skipToMainContent', STALE_ID).status).toBe(0);
      expect(typeof (await frenchBuild({CI: 'true'}))).not.toBe('string');
      expect(readFileSync(path.join(siteDir, FRENCH_POST), 'utf8')).toMatch(
        /^---\ntitle: Testez vos sauvegardes\ntranslatedFrom: English [0-9a-f]{12}\n---\nUne sauvegarde/,
      );
    }, 120_000);

    it('mark-current refuses what it cannot find, and changes nothing', () => {
      const before = readFileSync(path.join(siteDir, FRENCH_POST), 'utf8');
      const result = markCurrent('blog/backups.md', 'no.such.id');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('no.such.id: no English text, interface string or translated file');
      expect(readFileSync(path.join(siteDir, FRENCH_POST), 'utf8')).toBe(before);
    }, 60_000);
  });
});
