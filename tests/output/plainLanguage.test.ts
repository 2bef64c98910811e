/**
 * Every built page speaks to visitors: no placeholder copy anywhere, and the accessibility
 * statement says what is checked in everyday words, naming no testing tool. Reads build/ only.
 */
import {builtHtml, builtRoutes, localePrefixes} from '../support/routes';
import {pageText} from '../support/pageText';

/** Tool names and developer terms a visitor should not need to know. */
const DEVELOPER_TERMS = [
  /axe-core/i,
  /\bNu\b/,
  /HTML Checker|validateur HTML/i,
  /test suite|suite de tests/i,
  /\bfocus\b/i,
];

test('a visitor sees no placeholder copy (lorem ipsum, coming soon, TODO) on any page', () => {
  const routes = [...builtRoutes(), ...localePrefixes().map((prefix) => `${prefix}/404`)];
  expect(routes.length).toBeGreaterThan(40);
  const found = routes.flatMap((route) =>
    (pageText(builtHtml(route)).match(/lorem ipsum|coming soon|bientôt disponible|\bTODO\b/gi) ?? []).map(
      (text) => `${route}: ${text}`,
    ),
  );
  expect(found).toEqual([]);
});

test.each([['/accessibility'], ['/fr/accessibility']])(
  '%s tells a visitor what is checked without naming a testing tool or developer term',
  (route) => {
    const text = pageText(builtHtml(route));
    expect(text.length).toBeGreaterThan(2000);
    expect(DEVELOPER_TERMS.filter((term) => term.test(text)).map(String)).toEqual([]);
  },
);
