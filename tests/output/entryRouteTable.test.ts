/**
 * The route table that Docusaurus writes into every page's entry bundle (main.js) grows with each
 * route and each module a route names. These checks keep it to one module per post and per case
 * study: list pages (/blog, tag pages) name one card-data module per page (plugins/blog), not
 * each post's Markdown excerpt, and the case studies' docs plugin sets no global data
 * (plugins/case-studies), which listed every study. Reads build/ only (jest.build.config.mjs).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, localePrefixes} from '../support/routes';

const SITE_DIR = path.resolve(__dirname, '../..');

/** The content folders of each language, as the route table names their files (`@site/…`). */
const POST_FOLDERS: Record<string, string> = {'': 'blog', '/fr': 'i18n/fr-CA/docusaurus-plugin-content-blog'};
const STUDY_FOLDERS: Record<string, string> = {
  '': 'case-studies',
  '/fr': 'i18n/fr-CA/docusaurus-plugin-content-docs-case-studies/current',
};

function entryBundle(prefix: string): string {
  const folder = path.join(BUILD_DIR, prefix, 'assets', 'js');
  const names = readdirSync(folder).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  expect(names).toHaveLength(1);
  return readFileSync(path.join(folder, names[0]!), 'utf8');
}

function markdownModules(folder: string): string[] {
  return readdirSync(path.join(SITE_DIR, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `@site/${folder}/${name}`);
}

/** How often the route table names `module`, alone or with a query (`x.md?truncated=true`). */
function namings(entry: string, module: string): number {
  return entry.split(`"${module}`).length - 1;
}

describe.each(localePrefixes())('the entry bundle of "%s/"', (prefix) => {
  const entry = entryBundle(prefix);

  test('names each post once, as its own page, and no list page names a post excerpt', () => {
    const posts = markdownModules(POST_FOLDERS[prefix]!);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((module) => [module, namings(entry, module)])).toEqual(posts.map((module) => [module, 1]));
    expect(entry.match(/"[^"]*\?truncated=true"/g) ?? []).toEqual([]);
  });

  test('names each case study once, as its own page, and carries no docs global data', () => {
    const studies = markdownModules(STUDY_FOLDERS[prefix]!);
    expect(studies.length).toBeGreaterThanOrEqual(3);
    expect(studies.map((module) => [module, namings(entry, module)])).toEqual(studies.map((module) => [module, 1]));
    // The global data object is keyed by plugin name, then instance id.
    expect(entry.match(/"docusaurus-plugin-content-docs":\{"case-studies".{0,60}/)?.[0]).toBeUndefined();
  });
});
