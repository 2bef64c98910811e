/**
 * The accessibility statement speaks to visitors, not developers: it says what is checked in
 * everyday words and names no testing tool. Reads build/ only.
 */
import {builtHtml} from '../support/routes';
import {pageText} from '../support/pageText';

/** Tool names and developer terms a visitor should not need to know. */
const DEVELOPER_TERMS = [
  /axe-core/i,
  /\bNu\b/,
  /HTML Checker|validateur HTML/i,
  /test suite|suite de tests/i,
  /\bfocus\b/i,
];

test.each([['/accessibility'], ['/fr/accessibility']])('%s names no testing tool or developer term', (route) => {
  const text = pageText(builtHtml(route));
  expect(text.length).toBeGreaterThan(2000);
  expect(DEVELOPER_TERMS.filter((term) => term.test(text)).map(String)).toEqual([]);
});
