/**
 * A French visitor reads no English: on every built French page, no English text of src/data, of a
 * service's front matter or of an interface string (extracted from the source as
 * `docusaurus write-translations` does) whose French differs appears in what a visitor reads or
 * hears (text, labels, title, description). Texts that are the same in both languages (brand and
 * product names, "Contact") are not English leftovers and are skipped. And a French visitor meets
 * one name per service wherever it is shown. Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {serviceIds} from '../../plugins/content-collections/serviceIds';
import {listBuildFiles} from '../../plugins/lib/buildFiles';
import {siteDataTranslationFiles} from '../../plugins/site-data';
import {englishInterfaceStrings} from '../../plugins/site-data/interfaceStrings';
import {pageText} from '../support/pageText';
import {builtHtml, builtRoutes} from '../support/routes';
import {servicesIn} from '../support/services';

const ROOT = path.resolve(__dirname, '../..');
const BUILD_DIR = path.join(ROOT, 'build');
const FRENCH_DIR = path.join(BUILD_DIR, 'fr');

type Messages = Record<string, {message: string}>;

/**
 * Words a French page shows in English on purpose although the site data translates them:
 * "English", the language switcher's name of the English site (each language is named in
 * itself); "SOC 2 Type II", the audit report's name, which the French privacy policy and terms
 * (Markdown) keep as in English while the /legal card says "SOC 2 de type II".
 */
const SHOWN_IN_ENGLISH_ON_PURPOSE = new Set(['English', 'SOC 2 Type II']);

/** `text` as a whole phrase: not the "Blog" of "Blogue". */
function phrase(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * The English texts of the site data whose French differs, as the fragments a page shows (a
 * text of several paragraphs is shown paragraph by paragraph), with the ids they come from.
 */
function englishDataTexts(): Map<string, {id: string; pattern: RegExp}> {
  const texts = new Map<string, {id: string; pattern: RegExp}>();
  for (const file of siteDataTranslationFiles()) {
    const french = JSON.parse(
      readFileSync(path.join(ROOT, 'i18n', 'fr-CA', 'site-data', `${file.path}.json`), 'utf8'),
    ) as Messages;
    for (const [id, {message}] of Object.entries(file.content)) {
      if (french[id]?.message === message) {
        continue;
      }
      for (const fragment of message.split(/\n+/)) {
        const text = fragment.replace(/\s+/g, ' ').trim();
        if (text && !SHOWN_IN_ENGLISH_ON_PURPOSE.has(text)) {
          texts.set(text, {id, pattern: phrase(text)});
        }
      }
    }
  }
  return texts;
}

/** Every text of `value` by where it is (`features.0.title`), at any depth. */
function textsByPath(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') {
    return [[at, value]];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => textsByPath(item, at ? `${at}.${key}` : key));
  }
  return [];
}

/**
 * The English texts of the service files (front matter, facts filled in) whose French differs,
 * with the file and field they come from.
 */
async function englishServiceTexts(): Promise<Map<string, {id: string; pattern: RegExp}>> {
  const [english, french] = await Promise.all([servicesIn('en-CA'), servicesIn('fr-CA')]);
  const texts = new Map<string, {id: string; pattern: RegExp}>();
  for (const service of english) {
    const translated = new Map(textsByPath(french.find(({id}) => id === service.id)));
    for (const [at, text] of textsByPath(service)) {
      if (translated.get(at) !== text && !SHOWN_IN_ENGLISH_ON_PURPOSE.has(text)) {
        texts.set(text, {id: `services/${service.id}.mdx: ${at}`, pattern: phrase(text)});
      }
    }
  }
  return texts;
}

/**
 * The literal parts of the English interface strings whose French differs: the text between
 * placeholders and plural forms, of at least two words.
 */
async function englishInterfaceTexts(): Promise<Map<string, {id: string; pattern: RegExp}>> {
  const french = JSON.parse(readFileSync(path.join(ROOT, 'i18n', 'fr-CA', 'code.json'), 'utf8')) as Messages;
  const texts = new Map<string, {id: string; pattern: RegExp}>();
  for (const [id, message] of await englishInterfaceStrings()) {
    if (french[id]?.message === message) {
      continue;
    }
    for (const fragment of message.split(/\{[^}]*\}|\|/).map((part) => part.trim())) {
      if (/\p{L}+\s+\p{L}+/u.test(fragment)) {
        texts.set(fragment, {id: `code.json: ${id}`, pattern: phrase(fragment)});
      }
    }
  }
  return texts;
}

function englishOn(text: string, english: Map<string, {id: string; pattern: RegExp}>): string[] {
  return [...english]
    .filter(([fragment, {pattern}]) => text.includes(fragment) && pattern.test(text))
    .map(([fragment, {id}]) => `${id}: ${fragment}`);
}

describe('a French visitor reads no English', () => {
  const english = englishDataTexts();
  const frenchPages = listBuildFiles(FRENCH_DIR, {extension: '.html'});

  beforeAll(async () => {
    for (const texts of [await englishServiceTexts(), await englishInterfaceTexts()]) {
      for (const [text, source] of texts) {
        english.set(text, source);
      }
    }
  }, 60_000);

  test('there are French pages and English texts to check, and the check finds them on English pages', () => {
    expect(frenchPages.length).toBeGreaterThan(20);
    expect(english.size).toBeGreaterThan(400);
    for (const page of ['index.html', 'contact.html']) {
      const onEnglishPage = englishOn(pageText(readFileSync(path.join(BUILD_DIR, page), 'utf8')), english);
      expect([page, onEnglishPage.length > 10]).toEqual([page, true]);
    }
  });

  test('no French page shows an English data text, service text or interface string', () => {
    const found = frenchPages.flatMap((file) => {
      const route = `/${path.relative(BUILD_DIR, file).replace(/(\/?index)?\.html$/, '')}`;
      return englishOn(pageText(readFileSync(file, 'utf8')), english).map((line) => `${route}: ${line}`);
    });
    expect(found).toEqual([]);
  });
});

const page = (route: string): CheerioAPI => load(builtHtml(route));
const text = (value: string): string => value.replace(/\s+/g, ' ').trim();

describe('one French name per service', () => {
  const services = page('/fr/services');
  const caseStudies = page('/fr/case-studies');
  const filters = caseStudies('[role="group"] button')
    .toArray()
    .map((button) => text(caseStudies(button).text()));

  test.each(serviceIds.map((id) => [id]))('%s: menu, footer, title, hero, cards, filter and chips agree', (id) => {
    const $ = page(`/fr/services/${id}`);
    const menu = text($(`header a[href="/fr/services/${id}"]`).first().text());
    expect(menu.length).toBeGreaterThan(0);
    const names = {
      footer: text($(`footer a[href="/fr/services/${id}"]`).first().text()),
      title: text($('title').text()).replace(/ \| .*$/, ''),
      heroBadge: text($('main header .site-hero-badge').first().text()),
      overviewCard: text(
        services(`main a[href="/fr/services/${id}"]`).first().closest('li, article').find('h2, h3').first().text(),
      ),
    };
    expect(names).toEqual({footer: menu, title: menu, heroBadge: menu, overviewCard: menu});
    // The case-study filter offers the service under the same name.
    expect(filters).toContain(menu);
  });

  test('case-study chips and the service of each study use the service names', () => {
    const allNames = new Set(
      serviceIds.map((id) => text(page(`/fr/services/${id}`)(`header a[href="/fr/services/${id}"]`).first().text())),
    );
    // The case-studies plugin's pages (not the notice at the address of a study not translated yet).
    const studies = builtRoutes().filter(
      (route) => /^\/fr\/case-studies\/[^/]+$/.test(route) && page(route)('html').hasClass('plugin-id-case-studies'),
    );
    expect(studies.length).toBeGreaterThan(0);
    for (const route of studies) {
      const $ = page(route);
      const chips = $('main .site-pill')
        .toArray()
        .map((chip) => text($(chip).text()));
      expect(chips.length).toBeGreaterThan(0);
      for (const chip of chips) {
        expect({route, chip, known: allNames.has(chip)}).toEqual({route, chip, known: true});
      }
    }
  });
});
