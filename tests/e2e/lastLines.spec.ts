/**
 * Short labels, card titles and card texts never end on one word alone, at 1280 and 390 px, in
 * both languages (the rule in ./support/lastLines.ts). One page of each kind that carries such
 * texts: their components are shared by the other pages.
 */
import {test, expect, gotoHydrated} from './support/fixtures';
import {findOneWordLastLines} from './support/lastLines';

const ROUTES = ['/', '/contact', '/services', '/services/managed-it-services', '/case-studies', '/about'];

for (const route of ROUTES.flatMap((path) => [path, path === '/' ? '/fr/' : `/fr${path}`])) {
  test(`${route}: no short text ends with one word alone on its last line`, async ({page}) => {
    await gotoHydrated(page, route);
    expect(await findOneWordLastLines(page)).toEqual([]);
  });
}
