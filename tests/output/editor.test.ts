/**
 * The writers' editor in the build as `npm test` makes it, with the editor off (no EDITOR_*
 * setting): /admin/ is the page saying how to turn it on, with the headers of every page, in no
 * sitemap or search index, and no file of Decap CMS anywhere. Reads build/ only
 * (jest.build.config.mjs, after `npm run build`). The editor on is tested end to end by
 * tests/e2e/editor.spec.ts and its host rules by tests/unit/editor.test.ts and nginxCheck.test.ts.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {listBuildFiles} from '../../plugins/lib/buildFiles';
import {EDITOR_PATH} from '../../scripts/postbuild/editor/page';
import {BUILD_DIR, NGINX_DIR, localePrefixes} from '../support/routes';

const editorDir = path.join(BUILD_DIR, ...EDITOR_PATH.split('/').filter(Boolean));
/** A quoted address of /admin or below, as a sitemap or search index would hold it. */
const EDITOR_ADDRESS = /["'>](?:https?:\/\/[^"'<]*)?\/admin(?:\/[^"'<]*)?["'<]/;

test('/admin/ is the noindex page saying how to turn the editor on, with no script', () => {
  expect(readdirSync(editorDir).filter((name) => !/\.(gz|br)$/.test(name))).toEqual(['index.html']);
  const html = readFileSync(path.join(editorDir, 'index.html'), 'utf8');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain('<h1>The writers’ editor is not set up</h1>');
  expect(html).toContain('EDITOR_BACKEND');
  expect(html).not.toMatch(/<script/i);
});

test('no file of Decap CMS is in the build while the editor is off', () => {
  const decap = listBuildFiles(BUILD_DIR).filter((file) => /decap|\.wasm$|config\.yml$/i.test(path.basename(file)));
  expect(decap).toEqual([]);
});

test('/admin is in neither the sitemaps nor the search indexes of either language', () => {
  const files = localePrefixes().flatMap((prefix) => {
    const dir = path.join(BUILD_DIR, prefix);
    return readdirSync(dir)
      .filter((name) => name === 'sitemap.xml' || /^search-index(?:-[\da-f]+)?\.json$/.test(name))
      .map((name) => path.join(dir, name));
  });
  expect(files.filter((file) => file.endsWith('sitemap.xml'))).toHaveLength(localePrefixes().length);
  expect(files.filter((file) => file.endsWith('.json')).length).toBeGreaterThanOrEqual(2 * localePrefixes().length);
  for (const file of files) {
    expect([path.relative(BUILD_DIR, file), EDITOR_ADDRESS.exec(readFileSync(file, 'utf8'))?.[0]]).toEqual([
      path.relative(BUILD_DIR, file),
      undefined,
    ]);
  }
  // The pattern finds an address where one is.
  expect(EDITOR_ADDRESS.test('<loc>https://www.northbeam.example/admin</loc>')).toBe(true);
  expect(EDITOR_ADDRESS.test('{"u":"/admin/"}')).toBe(true);
  expect(EDITOR_ADDRESS.test('"extra protection for admin accounts"')).toBe(false);
});

test('while the editor is off, /admin gets the headers of every page from every host', () => {
  const headers = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
  // No rule of its own that sets or detaches a security header.
  const adminRules = headers.split(/\n(?=\S)/).filter((rule) => /^\/admin\b/.test(rule));
  for (const rule of adminRules) {
    expect(rule).not.toMatch(/Content-Security-Policy|Cross-Origin-Opener-Policy|^\s*!/m);
  }
  expect(readFileSync(path.join(NGINX_DIR, 'editor.conf'), 'utf8')).toMatch(/^#[^\n]*\n$/);
});
