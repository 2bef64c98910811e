/**
 * Every French page is French: no English interface string of the site (extracted from the
 * source as `docusaurus write-translations` does, plugins/site-data/interfaceStrings.ts) appears in the
 * text or the labels of a built French page. Messages whose French is the same word (Contact,
 * Innovation) are not English leftovers and are skipped.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {builtRoutes, builtHtml, isFrenchRoute} from '../support/routes';
import {englishInterfaceStrings} from '@site/plugins/site-data/interfaceStrings';
import {pageText} from '../support/pageText';

type Messages = Record<string, {message: string}>;
const french = JSON.parse(readFileSync(path.resolve(__dirname, '../../i18n/fr-CA/code.json'), 'utf8')) as Messages;

/**
 * The literal parts of the English messages that would give away an untranslated string: the
 * text between placeholders and plural forms, of at least two words.
 */
let englishFragments: string[] = [];

const frenchRoutes = builtRoutes().filter(isFrenchRoute);

describe('French pages', () => {
  beforeAll(async () => {
    const english = await englishInterfaceStrings();
    englishFragments = [
      ...new Set(
        [...english]
          .filter(([id, message]) => french[id]?.message !== message)
          .flatMap(([, message]) => message.split(/\{[^}]*\}|\|/))
          .map((fragment) => fragment.trim())
          .filter((fragment) => /\p{L}+\s+\p{L}+/u.test(fragment)),
      ),
    ];
  });

  test('there are French pages to check, and the check finds English on an English page', () => {
    expect(frenchRoutes.length).toBeGreaterThan(20);
    expect(englishFragments.length).toBeGreaterThan(100);
    const onEnglishPage = englishFragments.filter((fragment) => pageText(builtHtml('/contact')).includes(fragment));
    expect(onEnglishPage.length).toBeGreaterThan(10);
  });

  test('no French page shows an English interface string', () => {
    const found = frenchRoutes.flatMap((route) => {
      const text = pageText(builtHtml(route));
      return englishFragments.filter((fragment) => text.includes(fragment)).map((fragment) => `${route}: ${fragment}`);
    });
    expect(found).toEqual([]);
  });
});
