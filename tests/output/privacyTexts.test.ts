/**
 * What Quebec's Law 25, PIPEDA and CASL ask the privacy texts to say, in both languages, on the
 * built pages: the notice at the contact form and the privacy policy. Each fact is looked for as a
 * set of words in one paragraph, list item or table row, never as a copied sentence; names,
 * addresses and periods come from the constants that state them. Reads build/ only.
 */
import {load} from 'cheerio';
import {builtHtml} from '../support/routes';
import {siteDataIn} from '../../plugins/site-data';

const LANGUAGES = [
  {
    prefix: '',
    locale: 'en-CA',
    rights: /Portability.*De-indexation/,
    equal: /Both versions are equally authoritative/,
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
    rights: /portabilité.*désindexation/,
    equal: /Les deux versions ont la même valeur/,
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
  const {company, privacy, compliance} = siteDataIn(language.locale).company;

  test('the notice at the form: who collects, the form service and where it stores, the query parameters sent when the form loads, the right to withdraw consent', () => {
    const notice = blocks(`${language.prefix}/contact`, '#contact-privacy-notice');
    expect(notice).toHaveLength(1);
    expect(saying(notice, company.legalName, privacy.formProcessor.name, privacy.formProcessor.storage)).toHaveLength(
      1,
    );
    expect(saying(notice, ...language.queryAtLoad)).toHaveLength(1);
    expect(saying(notice, ...language.withdraw)).toHaveLength(1);
    const links = load(builtHtml(`${language.prefix}/contact`))('#contact-privacy-notice a');
    expect(links.toArray().map((link) => link.attribs.href)).toEqual(
      expect.arrayContaining([`mailto:${company.privacyEmail}`, `${language.prefix}/privacy-policy`]),
    );
  });

  describe('the privacy policy', () => {
    const policy = blocks(`${language.prefix}/privacy-policy`);
    const $ = load(builtHtml(`${language.prefix}/privacy-policy`));
    /** The text from the h2 with this id (listed in the table of contents) to the next h2. */
    const section = (id: string) => {
      expect($(`main a[href="#${id}"]`).length).toBeGreaterThan(0);
      return $(`main h2#${id}`).nextUntil('h2').text().replace(/\s+/g, ' ');
    };

    test('keeps the Law 25 sections: governance, complaints and their delays, rights, regulators, the person in charge', () => {
      expect(section('governance')).toContain(privacy.officerTitle);
      expect(section('governance')).toContain(privacy.formProcessor.name);
      const complaints = section('complaints');
      expect(complaints).toContain(company.privacyEmail);
      expect(complaints).toMatch(new RegExp(`\\b${privacy.acknowledgeWithinBusinessDays}\\s`));
      expect(complaints).toMatch(new RegExp(`\\b${privacy.answerWithinDays}\\s`));
      expect($('main h2#complaints ~ ol').first().children('li')).toHaveLength(4);
      for (const regulator of [privacy.regulators.federal, privacy.regulators.quebec]) {
        expect($(`main a[href="${regulator.url}"][target="_blank"]`).first().text()).toContain(regulator.name);
      }
      const rights = $('main h2#your-rights ~ ul').first().children('li');
      expect(rights).toHaveLength(6);
      expect(rights.text()).toMatch(language.rights);
      expect(saying(policy, privacy.formProcessor.name, privacy.formProcessor.storage)).not.toEqual([]);
      const contact = section('contact-us');
      for (const detail of [privacy.officerTitle, company.privacyEmail, company.contact.phone]) {
        expect(contact).toContain(detail);
      }
      expect($('main').text()).toContain(compliance.privacyLaws[1]!.name);
      expect($('main').text()).toMatch(language.equal);
    });

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

    test('says an unsubscribe takes effect within 10 business days, and offers no newsletter', () => {
      expect(saying(policy, ...language.unsubscribeDays)).not.toEqual([]);
      expect(saying(policy, /newsletter|infolettre/i)).toEqual([]);
    });
  });
});
