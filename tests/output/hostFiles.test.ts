/**
 * The Netlify / Cloudflare Pages host files of the build (build/_headers, build/_redirects) on
 * their own: the rules the production-host suite checks on nginx must hold in these files too.
 * Reads build/ only (jest.build.config.mjs, after `npm run build`).
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {HOSTILE_PATHS, evaluateRedirects, parseRedirects, staysOnSite} from '../unit/support/hostRules';
import {
  BUILD_DIR,
  NGINX_DIR,
  localePrefixes,
  SECTION_PATH_SAMPLES,
  servedSectionPaths,
  unknownSectionPaths,
} from '../support/routes';
import {CACHE_CONTROL} from '../../scripts/postbuild/hosting';
import {
  cloudflareHeadersProblems,
  cloudflareRedirectsProblems,
  netlifyProblems,
} from '../../scripts/postbuild/platformRules';
import {serviceRedirects} from '../../src/data/redirects';

const SITE = 'https://www.northbeam.example';
const redirectsFile = () => readFileSync(path.join(BUILD_DIR, '_redirects'), 'utf8');

test('the non-canonical service links redirect with 301 in every language in _redirects', () => {
  const rules = parseRedirects(redirectsFile());
  const localized = localePrefixes().flatMap((prefix) =>
    serviceRedirects.map(({from, to}) => ({from: `${prefix}${from}`, to: `${prefix}${to}`})),
  );
  expect(localized.length).toBe(serviceRedirects.length * localePrefixes().length);
  for (const {from, to} of localized) {
    expect({from, rule: evaluateRedirects(rules, from)}).toEqual({from, rule: {status: 301, location: to}});
    expect({from, rule: evaluateRedirects(rules, `${from}/`)}).toEqual({
      from,
      rule: {status: 301, location: to},
    });
  }
});

test('no _redirects rule sends a hostile path off the site', () => {
  const rules = parseRedirects(redirectsFile());
  for (const hostile of HOSTILE_PATHS) {
    const rule = evaluateRedirects(rules, hostile);
    if (rule) {
      expect({hostile, location: rule.location, staysOnSite: staysOnSite(rule.location, `${SITE}/`)}).toEqual({
        hostile,
        location: rule.location,
        staysOnSite: true,
      });
    }
  }
});

test('_redirects (Cloudflare form): no rule names a post; each section has its own 404.html that moves on to its list', () => {
  const redirects = redirectsFile();
  const rules = parseRedirects(redirects);
  const files = servedSectionPaths();
  expect(files).toEqual(expect.arrayContaining(SECTION_PATH_SAMPLES));
  // The file is the same size whatever the number of posts: no rule touches a section path.
  for (const served of files) {
    expect({served, rule: evaluateRedirects(rules, served)}).toEqual({served, rule: undefined});
  }
  for (const [route, list] of unknownSectionPaths()) {
    expect({route, rule: evaluateRedirects(rules, route)}).toEqual({route, rule: undefined});
    // Cloudflare Pages answers with the nearest 404.html up the path's folders: the section's.
    const page = readFileSync(path.join(BUILD_DIR, list.slice(1), '404.html'), 'utf8');
    expect({route, refresh: /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(page)?.[1]}).toEqual({
      route,
      refresh: list,
    });
    expect(page).toContain(`<a href="${list}">`);
  }
});

test('the main bundle has gzip and brotli siblings', () => {
  const main = readdirSync(path.join(BUILD_DIR, 'assets', 'js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  expect(main).toBeDefined();
  for (const extension of ['.gz', '.br']) {
    expect(existsSync(path.join(BUILD_DIR, 'assets', 'js', `${main!}${extension}`))).toBe(true);
  }
});

test('the host files of the build pass Netlify’s parsers and Cloudflare Pages’ limits', async () => {
  const headers = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
  const redirects = redirectsFile();
  expect(cloudflareHeadersProblems(headers)).toEqual([]);
  expect(cloudflareRedirectsProblems(redirects)).toEqual([]);
  expect(await netlifyProblems({headers, redirects})).toEqual([]);
  // Every language's hashed bundles are cached for a year.
  for (const prefix of localePrefixes()) {
    expect(headers).toContain(`${prefix}/assets/*\n  Cache-Control: ${CACHE_CONTROL.assets}`);
  }
});

test('no nginx configuration is published: it is written beside the build', () => {
  expect(existsSync(path.join(BUILD_DIR, '_nginx'))).toBe(false);
  expect(existsSync(path.join(NGINX_DIR, 'security-headers.conf'))).toBe(true);
});
