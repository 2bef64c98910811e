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
import {englishInterfaceStrings} from '@site/plugins/site-data/interfaceStrings';

type Messages = Record<string, {message: string}>;

/**
 * Words that are, today, still written twice, by the exact set of ids that carry them, and why. A
 * new id for the same words fails until it is listed here; remove an entry when the texts become
 * one. Copies in the site data must have the same French; a new entry needs a reason a reviewer
 * accepts.
 */
const SAME_WORDS_TWO_TEXTS: readonly {ids: readonly string[]; why: string}[] = [
  {
    ids: [
      'callToActions.callToActionVariants.satisfaction-guarantee.buttonText',
      'home.homeHero.primaryAction.label',
      'servicePage.serviceAreas.contact',
    ],
    why: 'a call-to-action button, the home hero button and the service areas button: three buttons',
  },
  {
    ids: [
      'callToActions.serviceCallToAction.secondary.label',
      'resources.resourceHubCards.case-studies.linkLabel',
      'servicePage.actions.caseStudies',
    ],
    why: 'the service call to action, the resources hub card and the service page actions',
  },
  {
    ids: ['navigation.sitePages.about.title', 'about.seo.title'],
    why: 'the menu (À propos) and the /about browser title (À propos de nous): two French texts',
  },
  {
    ids: ['navigation.sitePages.contact.title', 'footer.contact.heading'],
    why: 'the menu (Contact) and the footer column heading (Nous joindre): two French texts',
  },
  {
    ids: [
      'callToActions.serviceCallToAction.primary.label',
      'notFound.help.schedule',
      'servicePage.serviceAreas.schedule',
    ],
    why: 'the service call to action, the not-found help links and the service areas button',
  },
];

/** The listed id set that holds every one of `ids`, if any. */
function listedWith(ids: readonly string[]): readonly string[] | undefined {
  return SAME_WORDS_TWO_TEXTS.find((entry) => ids.every((id) => entry.ids.includes(id)))?.ids;
}

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
    const siteDataIds = new Set([...siteData.values()].flat());
    const unlisted = [...siteData]
      .filter(([, ids]) => ids.length > 1)
      .filter(([, ids]) => listedWith(ids)?.filter((id) => siteDataIds.has(id)).length !== ids.length);
    expect(Object.fromEntries(unlisted)).toEqual({});
  });

  it('between the site data and the interface strings of code.json', async () => {
    const both = new Map<string, string[]>();
    for (const [id, message] of await englishInterfaceStrings()) {
      if (siteData.has(message)) {
        both.set(message, [...(both.get(message) ?? siteData.get(message)!), id]);
      }
    }
    const unlisted = [...both].filter(([, ids]) => listedWith(ids)?.length !== ids.length);
    expect(Object.fromEntries(unlisted)).toEqual({});
  }, 60_000);

  it('and where the same words are listed as two texts, their French agrees', () => {
    for (const entry of SAME_WORDS_TWO_TEXTS) {
      const ids = entry.ids.filter((id) => french[id]);
      expect({ids, french: [...new Set(ids.map((id) => french[id]!.message))]}).toEqual({
        ids,
        french: [french[ids[0]!]?.message],
      });
    }
  });
});
