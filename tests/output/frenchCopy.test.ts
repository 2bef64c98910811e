/** A French visitor meets one name per service wherever it is shown. Reads build/ only. */
import {load, type CheerioAPI} from 'cheerio';
import {serviceIds} from '../../plugins/content-collections/serviceIds';
import {builtHtml, builtRoutes} from '../support/routes';

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
