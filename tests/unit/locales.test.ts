import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {alternatePageHref, alternatePagePath, pathWithinLocale} from '@site/src/lib/localePath';
import {LOWER_CASE_ADDRESS_SCRIPT, localizedSections, sectionRedirectFor} from '@site/src/lib/sectionRedirects';
import {localizedRoute, siteRootDir} from '@site/plugins/lib/locale';
import {applyTranslations, translatableMessages, type TextFields} from '@site/plugins/site-data/translatable';
import {siteDataIn, siteDataTranslationFiles} from '@site/plugins/site-data';

describe('a visitor switching language', () => {
  it('lands on the same page in the other language, from either home with or without its slash', () => {
    expect(pathWithinLocale('/french-page', '/fr/')).toBe('/french-page');
    expect(alternatePagePath('/fr/about', '/fr/', '/')).toBe('/about');
    expect(alternatePagePath('/', '/', '/fr/')).toBe('/fr/');
    // Some hosts serve the French home as /fr: never a protocol-relative //fr.
    expect(alternatePagePath('/fr', '/fr/', '/')).toBe('/');
  });

  it('keeps the query and the fragment', () => {
    const location = {pathname: '/case-studies', search: '?category=cloud', hash: '#top'};
    expect(alternatePageHref(location, '/', '/fr/')).toBe('/fr/case-studies?category=cloud#top');
  });
});

describe('the French build', () => {
  it('puts a site path under its base URL and finds the build root from its folder', () => {
    expect(localizedRoute({baseUrl: '/fr/'}, '/')).toBe('/fr/');
    expect(siteRootDir('/srv/build/fr', '/fr/')).toBe(path.resolve('/srv/build'));
    expect(siteRootDir('/srv/build', '/')).toBe('/srv/build');
  });
});

describe('unknown slugs on the French site', () => {
  const sections = localizedSections('/fr/');

  it('redirect to the French list', () => {
    expect(sectionRedirectFor('/fr/blog/no-such-post', sections)).toBe('/fr/blog');
    expect(sectionRedirectFor('/blog/no-such-post', sections)).toBeNull();
  });
});

describe('the not-found page asked for in another case', () => {
  const run = (pathname: string) => {
    const moves: string[] = [];
    const location = {pathname, search: '?ref=mail', hash: '#top', replace: (to: string) => moves.push(to)};
    const document = {documentElement: {style: {display: ''}}};
    new Function('location', 'document', LOWER_CASE_ADDRESS_SCRIPT)(location, document);
    return {moves, hidden: document.documentElement.style.display === 'none'};
  };

  it('moves on to the lower-case address, query and fragment kept, hidden meanwhile', () => {
    expect(run('/FR/Contact')).toEqual({moves: ['/fr/contact?ref=mail#top'], hidden: true});
  });

  it('stays on an address already in lower case (no loop)', () => {
    expect(run('/fr/no-such-page')).toEqual({moves: [], hidden: false});
  });
});

describe('translatable data', () => {
  const data = {
    items: [
      {
        id: 'cloud',
        title: 'Cloud',
        link: '/services/cloud',
        icon: 'cloud',
        points: [
          {id: 'fast', text: 'Fast'},
          {id: 'safe', text: 'Safe'},
        ],
      },
      {id: 'mail', title: 'Untitled', link: 'https://example.ca', icon: 'mail', points: []},
    ],
    heading: 'Our services',
  };
  // Every string field classified; leaving one out (or adding an unknown one) does not compile.
  const textFields: TextFields<typeof data> = {
    items: {id: false, title: true, link: false, icon: false, points: {id: false, text: true}},
    heading: true,
  };

  it('offers every text its declaration names under a stable id, and nothing else', () => {
    expect(translatableMessages(data, textFields, 'demo')).toEqual({
      'demo.items.cloud.title': {message: 'Cloud'},
      'demo.items.cloud.points.fast.text': {message: 'Fast'},
      'demo.items.cloud.points.safe.text': {message: 'Safe'},
      'demo.items.mail.title': {message: 'Untitled'},
      'demo.heading': {message: 'Our services'},
    });
  });

  it('replaces translated texts and keeps the English where a translation is missing', () => {
    const french = applyTranslations(data, textFields, 'demo', {
      'demo.items.cloud.title': {message: 'Infonuagique'},
      'demo.heading': {message: 'Nos services'},
    });
    expect(french.items[0]).toEqual({...data.items[0], title: 'Infonuagique'});
    expect(french.items[1]).toEqual(data.items[1]);
    expect(french.heading).toBe('Nos services');
  });

  it('refuses a string its declaration does not classify', () => {
    // @ts-expect-error -- `heading` is not classified: a type error, and at build time an error.
    const partial: TextFields<typeof data> = {items: textFields.items};
    expect(() => translatableMessages(data, partial, 'demo')).toThrow(/demo\.heading/);
  });
});

describe('a French visitor reads the site data in French: its translation files', () => {
  const dir = path.join(__dirname, '..', '..', 'i18n', 'fr-CA', 'site-data');

  it('exist for every data module, and no other', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(
      siteDataTranslationFiles()
        .map((file) => `${file.path}.json`)
        .sort(),
    );
  });

  it.each(siteDataTranslationFiles().map((file) => [file.path, file.content] as const))(
    '%s.json translates every English text of the module, under the same ids',
    (name, english) => {
      const french = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as Record<
        string,
        {message: string}
      >;
      expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
      expect(Object.entries(french).filter(([, value]) => value.message.trim() === '')).toEqual([]);
    },
  );
});

describe('a French visitor following a resource link', () => {
  it('reaches its page in French where one exists, else the one page', () => {
    const links = (locale: string) => siteDataIn(locale).resources.resourceGroups.flatMap((group) => group.links);
    const french = links('fr-CA');
    links('en-CA').forEach((link, at) => expect(french[at]!.url).toBe(link.localizedUrls?.['fr-CA'] ?? link.url));
    expect(french.some((link, at) => link.url !== links('en-CA')[at]!.url)).toBe(true);
  });
});
