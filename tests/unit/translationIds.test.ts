/**
 * One English text, one id: a text written once in src/data is translated once, in
 * i18n/<locale>/site-data, and reaches every list that shows it from there (plugins/site-data
 * joins the modules after translating them). Fails when the same English text is offered to
 * translators under two ids: twice in the site data, or once in the site data and once as an
 * interface string of code.json.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {siteDataTranslationFiles} from '@site/plugins/site-data';
import {englishInterfaceStrings} from '../support/interfaceStrings';

type Messages = Record<string, {message: string}>;

/**
 * Words that are, today, still written twice: the English text, and why. Their copies in the
 * site data must have the same French. Remove an entry when the two become one text; a new
 * entry needs a reason a reviewer accepts.
 */
const SAME_WORDS_TWO_TEXTS: Readonly<Record<string, string>> = {
  // Within the site data: two texts that happen to share their words.
  'Get in Touch': 'a call-to-action button and the home hero button',
  'View Case Studies': 'the service call to action and the resources hub card',
  'Work From Anywhere': 'a benefit of two different services',
  // Site data and code.json: the same English words, but two French texts in their context.
  'About Us': 'the /about browser title (À propos de nous) and the menu (À propos)',
  Contact: 'the footer column heading (Nous joindre) and the menu (Contact)',
  'Schedule a Consultation': 'the service page areas button and the service call to action',
};

/** Each English text of the site data, with its ids. */
function idsByEnglish(files: {path: string; content: Messages}[]): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const file of files) {
    for (const [id, {message}] of Object.entries(file.content)) {
      ids.set(message, [...(ids.get(message) ?? []), id]);
    }
  }
  return ids;
}

const french: Messages = Object.assign(
  {},
  ...siteDataTranslationFiles().map(
    (file) =>
      JSON.parse(
        readFileSync(path.join(__dirname, '../../i18n/fr-CA/site-data', `${file.path}.json`), 'utf8'),
      ) as Messages,
  ),
);

const siteData = idsByEnglish(siteDataTranslationFiles() as {path: string; content: Messages}[]);

describe('one English text, one id', () => {
  it('within the site data', () => {
    const twice = [...siteData].filter(([, ids]) => ids.length > 1);
    expect(Object.fromEntries(twice.filter(([text]) => !SAME_WORDS_TWO_TEXTS[text]))).toEqual({});
  });

  it('between the site data and the interface strings of code.json', async () => {
    const both = new Map<string, string[]>();
    for (const [id, message] of await englishInterfaceStrings()) {
      if (siteData.has(message)) {
        both.set(message, [...(both.get(message) ?? siteData.get(message)!), id]);
      }
    }
    expect(Object.fromEntries([...both].filter(([text]) => !SAME_WORDS_TWO_TEXTS[text]))).toEqual({});
  }, 60_000);

  it('and where the same words are listed as two texts, their French agrees', () => {
    for (const text of Object.keys(SAME_WORDS_TWO_TEXTS)) {
      const ids = siteData.get(text) ?? [];
      expect({text, french: [...new Set(ids.map((id) => french[id]?.message))]}).toEqual({
        text,
        french: [french[ids[0]!]?.message],
      });
    }
  });
});
