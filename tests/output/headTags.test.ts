/**
 * What search engines and sharing previews read on every built page: the SEO and sharing tags,
 * each once, the page language's og:locale, a canonical address when the page is indexable, and
 * for articles their publisher and dates. That hydration keeps them is the sweep's.
 */
import {load} from 'cheerio';
import {builtHtml, builtRoutes, isFrenchRoute, isRedirectRoute} from '../support/routes';

const REQUIRED = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  ...['type', 'title', 'description', 'image', 'image:width', 'image:height', 'image:alt', 'locale'].map(
    (name) => `meta[property="og:${name}"]`,
  ),
  ...['card', 'title', 'description', 'image', 'image:alt'].map((name) => `meta[name="twitter:${name}"]`),
];

test('every page gives search engines and sharing previews their tags, once each, in its language', () => {
  const routes = builtRoutes().filter((route) => !isRedirectRoute(route));
  expect(routes.length).toBeGreaterThan(20);
  const problems = routes.flatMap((route) => {
    const $ = load(builtHtml(route));
    const head = $('head');
    const missing = REQUIRED.filter((selector) => head.find(selector).length !== 1).map((tag) => `${route}: ${tag}`);
    const locale = head.find('meta[property="og:locale"]').attr('content');
    if (locale !== (isFrenchRoute(route) ? 'fr_CA' : 'en_CA')) {
      missing.push(`${route}: og:locale ${locale}`);
    }
    if (
      !/noindex/.test(head.find('meta[name="robots"]').attr('content') ?? '') &&
      !head.find('link[rel="canonical"]').length
    ) {
      missing.push(`${route}: canonical`);
    }
    return missing;
  });
  expect(problems).toEqual([]);
});

test('every article (post, case study) names its publisher with a logo, and both its dates', () => {
  const articles = builtRoutes().flatMap((route) => {
    const $ = load(builtHtml(route));
    return $('script[type="application/ld+json"]')
      .toArray()
      .map((script) => JSON.parse($(script).text()) as Record<string, unknown>)
      .filter((item) => ['BlogPosting', 'Article'].includes(String(item['@type'])))
      .map((item) => ({route, ...item}));
  });
  expect(articles.length).toBeGreaterThan(3);
  for (const article of articles) {
    expect(article).toMatchObject({
      route: article.route,
      publisher: {'@type': 'Organization', logo: {url: expect.stringMatching(/^https:\/\//)}},
      datePublished: expect.any(String),
      dateModified: expect.any(String),
    });
  }
});
