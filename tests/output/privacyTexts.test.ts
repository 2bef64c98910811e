/**
 * What Quebec's Law 25, PIPEDA and CASL ask the privacy texts to say, in both languages, on the
 * built pages: the notice at the contact form and the privacy policy. Each fact is looked for as a
 * set of words in one paragraph, list item or table row, never as a copied sentence. Reads build/ only.
 */
import {load} from 'cheerio';
import {builtHtml} from '../support/routes';
import {siteDataIn} from '../../plugins/site-data';

const LANGUAGES = [
  {
    prefix: '',
    locale: 'en-CA',
    withdraw: [/\bwithdraw/i, /\bconsent\b/i],
    queryAtLoad: [/\bparameters\b/i, /\bloads\b/i],
    duration: /\b\d+\s(days?|months?|years?)\b/,
    quebec: /\bQuebec\b/,
    outsideQuebec: /outside Québec/,
    ipAddress: /\bIP address/,
    unsubscribeDays: [/\b10\sbusiness days\b/, /unsubscribe|withdrawal/i],
  },
  {
    prefix: '/fr',
    locale: 'fr-CA',
    withdraw: [/\bretirer\b/i, /\bconsentement\b/i],
    queryAtLoad: [/\bparamètres\b/i, /\bchargement\b/i],
    duration: /\b\d+\s(jours|mois|ans)\b/,
    quebec: /\bQuébec\b/,
    outsideQuebec: /extérieur du Québec/,
    ipAddress: /\badresse IP\b/,
    unsubscribeDays: [/\b10\sjours ouvrables\b/, /désabonnement|retrait/i],
  },
] as const;

/** The text of each paragraph, list item and table row of the page's main content. */
function blocks(route: string, selector = 'main p, main li, main tr'): string[] {
  const $ = load(builtHtml(route));
  return $(selector)
    .toArray()
    .map((element) => $(element).text().replace(/\s+/g, ' '));
}

function saying(texts: string[], ...words: readonly (RegExp | string)[]): string[] {
  return texts.filter((text) =>
    words.every((word) => (typeof word === 'string' ? text.includes(word) : word.test(text))),
  );
}

describe.each(LANGUAGES)('$locale privacy texts', (language) => {
  const {privacy} = siteDataIn(language.locale).company;

  test('the notice at the form: the right to withdraw consent, and the query parameters sent when the form loads', () => {
    const notice = blocks(`${language.prefix}/contact`, '#contact-privacy-notice');
    expect(notice).toHaveLength(1);
    expect(saying(notice, ...language.withdraw)).toHaveLength(1);
    expect(saying(notice, ...language.queryAtLoad)).toHaveLength(1);
  });

  describe('the privacy policy', () => {
    const policy = blocks(`${language.prefix}/privacy-policy`);

    test('names the age 14 for Quebec', () => {
      expect(saying(policy, /\b14\b/, language.quebec)).not.toEqual([]);
    });

    test('gives a retention period for the form service’s entries and the host’s request logs', () => {
      expect(saying(policy, privacy.formProcessor.name, language.duration)).not.toEqual([]);
      expect(saying(policy, privacy.host.name, language.ipAddress, language.duration)).not.toEqual([]);
    });

    test('names the host and that it processes outside Québec', () => {
      expect(saying(policy, privacy.host.name, language.outsideQuebec)).not.toEqual([]);
    });

    test('says an unsubscribe takes effect within 10 business days', () => {
      expect(saying(policy, ...language.unsubscribeDays)).not.toEqual([]);
    });
  });
});
