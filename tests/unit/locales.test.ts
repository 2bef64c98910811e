import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {alternatePagePath, pathWithinLocale} from '@site/src/lib/localePath';
import {localizedSections, sectionRedirectFor, sectionRedirectScript} from '@site/src/lib/sectionRedirects';
import {localizedRoute, siteRootDir} from '@site/plugins/lib/locale';
import {renderLocaleSitemap, sitemapLocations} from '@site/scripts/postbuild/sitemap';
import {renderNginxLocales, renderRedirectsLocaleNotFound} from '@site/scripts/postbuild/hosting';
import {
  applyLocalizedUrls,
  applyTranslations,
  overrideTexts,
  translatableMessages,
} from '@site/plugins/site-data/translatable';
import {englishSiteData, siteDataTranslationFiles} from '@site/plugins/site-data';
import {company, companyTranslations} from '@site/src/data/company';

describe('paths within a locale', () => {
  it('takes the French base URL off French paths only', () => {
    expect(pathWithinLocale('/fr/about', '/fr/')).toBe('/about');
    expect(pathWithinLocale('/fr/', '/fr/')).toBe('/');
    expect(pathWithinLocale('/fr', '/fr/')).toBe('/');
    expect(pathWithinLocale('/french-page', '/fr/')).toBe('/french-page');
    expect(pathWithinLocale('/about', '/')).toBe('/about');
  });

  it('names the same page in the other language, from either home with or without its slash', () => {
    expect(alternatePagePath('/about', '/', '/fr/')).toBe('/fr/about');
    expect(alternatePagePath('/fr/about', '/fr/', '/')).toBe('/about');
    expect(alternatePagePath('/', '/', '/fr/')).toBe('/fr/');
    expect(alternatePagePath('/fr/', '/fr/', '/')).toBe('/');
    // Some hosts serve the French home as /fr: never a protocol-relative //fr.
    expect(alternatePagePath('/fr', '/fr/', '/')).toBe('/');
  });

  it('puts a site path under the locale being built', () => {
    expect(localizedRoute({baseUrl: '/fr/'}, '/services/x')).toBe('/fr/services/x');
    expect(localizedRoute({baseUrl: '/fr/'}, '/')).toBe('/fr/');
    expect(localizedRoute({baseUrl: '/'}, '/about')).toBe('/about');
  });

  it('finds the build root from a locale folder', () => {
    expect(siteRootDir('/srv/build/fr', '/fr/')).toBe(path.resolve('/srv/build'));
    expect(siteRootDir('/srv/build', '/')).toBe('/srv/build');
  });
});

describe('unknown slugs on the French site', () => {
  const sections = localizedSections('/fr/');

  it('redirect to the French list', () => {
    expect(sections).toEqual(['/fr/blog', '/fr/case-studies']);
    expect(sectionRedirectFor('/fr/blog/no-such-post', sections)).toBe('/fr/blog');
    expect(sectionRedirectFor('/blog/no-such-post', sections)).toBeNull();
  });

  it('redirect from the French not-found page before it paints', () => {
    let replacedWith: string | null = null;
    const location = {pathname: '/fr/case-studies/x', replace: (to: string) => (replacedWith = to)};
    new Function('location', sectionRedirectScript(sections))(location);
    expect(replacedWith).toBe('/fr/case-studies');
  });
});

describe('host rules for the French site', () => {
  it('serve its own not-found page with status 404 on nginx and Netlify (Cloudflare Pages finds it itself)', () => {
    const nginx = renderNginxLocales(['/fr/']);
    expect(nginx).toContain('location /fr/ { error_page 404 /fr/404.html;');
    expect(nginx).toContain('location = /fr { return 301 /fr/; }');
    expect(renderRedirectsLocaleNotFound(['/fr/'], 'netlify')).toBe('/fr/* /fr/404.html 404');
    expect(renderRedirectsLocaleNotFound(['/fr/'], 'cloudflare')).toMatch(/^# /);
  });

  it('repeat the whole set of error pages in every location of the French site (nginx does not inherit error_page)', () => {
    const locations = renderNginxLocales(['/fr/'])
      .split('\n')
      .filter((line) => /^location (\^~ )?\/fr\/(assets|fonts|img)?\/? /.test(line));
    expect(locations).toHaveLength(4);
    for (const location of locations) {
      expect(location).toContain('error_page 404 /fr/404.html;');
      for (const status of [400, 405, 413, 414]) {
        expect(location).toContain(`error_page ${status} /_nginx/errors/fr/${status}.html;`);
      }
    }
    expect(renderNginxLocales(['/fr/'])).toContain('add_header Allow "GET, HEAD" always;');
  });

  it('refuse a base URL that would break the nginx syntax', () => {
    expect(() => renderNginxLocales(['/fr; return 301 https://evil.example/'])).toThrow();
  });
});

describe('the merged sitemap', () => {
  const origin = 'https://www.example.ca';
  const xml = renderLocaleSitemap(
    [
      {site: {baseUrl: '/', htmlLang: 'en-CA'}, urls: [`${origin}/`, `${origin}/about`, `${origin}/only-english`]},
      {site: {baseUrl: '/fr/', htmlLang: 'fr-CA'}, urls: [`${origin}/fr/`, `${origin}/fr/about`]},
    ],
    origin,
  );

  it('lists every page of both languages', () => {
    expect(sitemapLocations(xml)).toEqual([
      `${origin}/`,
      `${origin}/about`,
      `${origin}/only-english`,
      `${origin}/fr/`,
      `${origin}/fr/about`,
    ]);
  });

  it('pairs each page with its translation and the English page as x-default', () => {
    const french = xml.split('\n').find((line) => line.includes(`<loc>${origin}/fr/about</loc>`))!;
    expect(french).toContain(`hreflang="en-CA" href="${origin}/about"`);
    expect(french).toContain(`hreflang="fr-CA" href="${origin}/fr/about"`);
    expect(french).toContain(`hreflang="x-default" href="${origin}/about"`);
    const home = xml.split('\n').find((line) => line.includes(`<loc>${origin}/fr/</loc>`))!;
    expect(home).toContain(`hreflang="en-CA" href="${origin}/"`);
  });

  it('gives a page without a translation no alternates', () => {
    const line = xml.split('\n').find((entry) => entry.includes('only-english'))!;
    expect(line).not.toContain('xhtml:link');
  });
});

describe('translatable data', () => {
  const data = {
    items: [
      {id: 'cloud', title: 'Cloud', link: '/services/cloud', icon: 'cloud', points: ['Fast', 'Safe']},
      {title: 'Untitled', href: 'https://example.ca'},
    ],
    heading: 'Our services',
  };

  it('offers every visible text under a stable id, and no identifiers or addresses', () => {
    expect(translatableMessages(data, 'demo')).toEqual({
      'demo.items.cloud.title': {message: 'Cloud'},
      'demo.items.cloud.points.0': {message: 'Fast'},
      'demo.items.cloud.points.1': {message: 'Safe'},
      'demo.items.1.title': {message: 'Untitled'},
      'demo.heading': {message: 'Our services'},
    });
  });

  it('replaces translated texts and keeps the English where a translation is missing', () => {
    const french = applyTranslations(data, 'demo', {
      'demo.items.cloud.title': {message: 'Infonuagique'},
      'demo.heading': {message: 'Nos services'},
    });
    expect(french.items[0]).toEqual({...data.items[0], title: 'Infonuagique'});
    expect(french.items[1]).toEqual(data.items[1]);
    expect(french.heading).toBe('Nos services');
  });
});

describe('the French translations of the site data', () => {
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

describe('the company constants in French', () => {
  const english = englishSiteData().company;
  const translated = overrideTexts(english, companyTranslations['fr-CA']);

  it('replace the texts and keep the contact details', () => {
    expect(translated.company.contact.businessHours.weekdays).toBe(
      companyTranslations['fr-CA'].company.contact.businessHours.weekdays,
    );
    expect(translated.company.contact.phone).toBe(company.contact.phone);
    expect(translated.company.emergency.phoneE164).toBe(company.emergency.phoneE164);
    expect(translated.company.contact.address).toEqual(company.contact.address);
  });

  it('follow French typography: a no-break space before the colon and the percent sign', () => {
    const texts = JSON.stringify(companyTranslations['fr-CA']);
    expect(texts).not.toMatch(/ [:%]/);
  });
});

describe('applyLocalizedUrls', () => {
  it('points a link at its page in the locale being built, and leaves the others', () => {
    const links = {
      groups: [
        {
          links: [
            {
              name: 'Cyber Centre',
              url: 'https://www.cyber.gc.ca/en',
              localizedUrls: {'fr-CA': 'https://www.cyber.gc.ca/fr'},
            },
            {name: 'Speedtest', url: 'https://www.speedtest.net'},
          ],
        },
      ],
    };
    const french = applyLocalizedUrls(links, 'fr-CA');
    expect(french.groups[0]!.links.map((link) => link.url)).toEqual([
      'https://www.cyber.gc.ca/fr',
      'https://www.speedtest.net',
    ]);
    expect(applyLocalizedUrls(links, 'en-CA')).toEqual(links);
  });
});
