/**
 * Whole-build sweeps over the files in build/ (the output every host serves):
 * - every internal link, anchor, image, script, stylesheet, icon, preload, srcset candidate,
 *   social image and CSS url() resolves under the hosting rules (clean URLs, redirects), and
 *   every #anchor names an id on its target page;
 * - external links are well-formed https (or mailto/tel) and new-tab links carry
 *   rel="noopener noreferrer";
 * - every page is valid HTML by the W3C Nu Html Checker (tests/support/nuChecker.ts), and
 *   passes html-validate (tests/support/htmlValidity.ts), which adds checks the Nu checker
 *   does not make;
 * - sitemap.xml lists every indexable page and no noindex page, canonical URLs agree with it,
 *   robots.txt points at it, and every old address redirects to a page;
 * - every page's JSON-LD parses and has the schema.org properties its types require;
 * - every page's Open Graph image is a 1200x630 PNG of the build, small enough to share;
 * - every character of every page's text is in the site font (else it shows in the fallback);
 * - every inline script of the final HTML is allowed by the CSP of build/_headers.
 * They read files only, so they run under jest after the build (jest.build.config.mjs), not in a browser.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {HtmlValidate} from 'html-validate';
import {BUILD_DIR, localePrefixes, routeInLocale, servedPath} from '../support/routes';
import {listBuildFiles, routeOfHtmlFile} from '../../plugins/lib/buildFiles';
import {HTML_VALIDATE_CONFIG} from '../support/htmlValidity';
import {isNuError, messageFile, runNuChecker} from '../support/nuChecker';
import {serviceRedirects} from '../../src/data/redirects';
import {OG_MAX_BYTES} from '../../plugins/og-images/ogImage';
import type {ServiceSummary} from '../../src/lib/services';
import {serviceSummariesIn} from '../support/services';

interface Page {
  file: string;
  route: string;
  html: string;
  /** The page as a browser without scripts reads it (noscript content parsed as markup). */
  $: CheerioAPI;
}

const pages: Page[] = listBuildFiles(BUILD_DIR, {extension: '.html'})
  .map((file) => ({
    file,
    route: servedPath(routeOfHtmlFile(BUILD_DIR, file)),
    html: readFileSync(file, 'utf8'),
  }))
  .map((page) => ({...page, $: load(page.html, {scriptingEnabled: false})}));
function metaContent(page: Page, key: string): string | undefined {
  return page.$(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
}

/** Each language's home under a prefix, served with its slash: `/fr/`. */
const languageHomes = new Set(
  localePrefixes()
    .filter(Boolean)
    .map((prefix) => `${prefix}/`),
);
/** Each language's not-found page: noindex, served for unknown paths. */
const notFoundRoutes = new Set(localePrefixes().map((prefix) => `${prefix}/404`));
const pageByRoute = new Map(pages.map((page) => [page.route, page]));
/**
 * The site's pages, without each section's own not-found page (/blog/404, the list page without
 * scripts, which moves on to the list): it has no structured data of its own, and still passes the
 * checks of every HTML file (links, validity, sitemap, font, CSP).
 */
const sitePages = pages.filter((page) => !(page.route.endsWith('/404') && !notFoundRoutes.has(page.route)));

/** The site origin the build was made for, from the home page's canonical link. */
const SITE_ORIGIN = new URL(pageByRoute.get('/')!.$('link[rel="canonical"]').attr('href')!).origin;

const redirects = new Map<string, string>(serviceRedirects.map(({from, to}) => [from, to]));

/** The build file a site path serves, as the host finds it (file, file.html, dir/index.html). */
function fileForPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const candidates = [decoded, `${decoded}.html`, `${decoded.replace(/\/$/, '')}/index.html`];
  return candidates
    .map((candidate) => path.join(BUILD_DIR, candidate))
    .find((candidate) => candidate.startsWith(BUILD_DIR) && existsSync(candidate) && statSync(candidate).isFile());
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    const ids = new Set<string>();
    for (const match of html.matchAll(/\s(?:id|name)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
      ids.add(match[1] ?? match[2] ?? match[3]!);
    }
    idCache.set(file, ids);
  }
  return idCache.get(file)!;
}

interface Reference {
  from: string;
  url: string;
  attributes?: Record<string, string>;
}

/** Every URL a page refers to (links, resources, srcset candidates, social images). */
function referencesOf(page: Page): Reference[] {
  const references: Reference[] = [];
  const tags = page.$('a, area, link, script, img, source, iframe, video, audio, use, image, form').toArray();
  for (const {tagName, attribs: attributes} of tags) {
    for (const name of ['href', 'src', 'poster', 'xlink:href', 'action']) {
      const value = attributes[name];
      if (value !== undefined && !(tagName === 'link' && /\b(dns-prefetch|preconnect)\b/.test(attributes.rel ?? ''))) {
        references.push({from: page.route, url: value, attributes});
      }
    }
    if (attributes.srcset) {
      for (const candidate of attributes.srcset.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) {
          references.push({from: page.route, url, attributes});
        }
      }
    }
  }
  for (const key of ['og:image', 'twitter:image', 'og:url']) {
    const value = metaContent(page, key);
    if (value) {
      references.push({from: page.route, url: value});
    }
  }
  return references;
}

function checkInternal(reference: Reference, resolved: URL, problems: string[]): void {
  let pathname = resolved.pathname;
  if (pathname.length > 1 && pathname.endsWith('/') && !languageHomes.has(pathname)) {
    problems.push(`${reference.from}: ${reference.url} has a trailing slash (the host answers 301)`);
    return;
  }
  if (languageHomes.has(`${pathname}/`)) {
    problems.push(`${reference.from}: ${reference.url} lacks the slash of a language's home (the host answers 301)`);
    return;
  }
  pathname = redirects.get(pathname) ?? pathname;
  const file = fileForPath(pathname);
  if (!file) {
    problems.push(`${reference.from}: ${reference.url} does not resolve to a file of the build`);
    return;
  }
  const anchor = decodeURIComponent(resolved.hash.slice(1));
  if (anchor && file.endsWith('.html') && !idsOf(file).has(anchor)) {
    problems.push(
      `${reference.from}: ${reference.url} names #${anchor}, which ${path.relative(BUILD_DIR, file)} has no id for`,
    );
  }
}

test('a visitor meets no broken link: every internal link, anchor and asset resolves; external links are well-formed and safe', () => {
  const problems: string[] = [];
  let checked = 0;
  let external = 0;
  for (const page of pages) {
    const pageUrl = new URL(page.route, SITE_ORIGIN);
    for (const reference of referencesOf(page)) {
      checked += 1;
      if (/^(javascript|data|vbscript):/i.test(reference.url.trim())) {
        if (!/^data:image\//i.test(reference.url.trim())) {
          problems.push(`${page.route}: ${reference.url.slice(0, 40)} is a script URL`);
        }
        continue;
      }
      let resolved: URL;
      try {
        resolved = new URL(reference.url, pageUrl);
      } catch {
        problems.push(`${page.route}: ${reference.url} is not a URL`);
        continue;
      }
      const {attributes} = reference;
      if (attributes?.target === '_blank') {
        const rel = (attributes.rel ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
          problems.push(`${page.route}: ${reference.url} opens a new tab without rel="noopener noreferrer"`);
        }
      }
      if (resolved.origin === SITE_ORIGIN) {
        checkInternal(reference, resolved, problems);
        continue;
      }
      external += 1;
      if (resolved.protocol === 'mailto:') {
        if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(decodeURIComponent(resolved.pathname))) {
          problems.push(`${page.route}: ${reference.url} is not a well-formed e-mail link`);
        }
      } else if (resolved.protocol === 'tel:') {
        if (!/^\+?[0-9]{7,15}(?:,+[0-9]+)?$/.test(decodeURIComponent(resolved.pathname))) {
          problems.push(`${page.route}: ${reference.url} is not a well-formed phone link`);
        }
      } else if (resolved.protocol !== 'https:' || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(resolved.hostname)) {
        problems.push(`${page.route}: ${reference.url} is not a well-formed https URL`);
      }
    }
  }
  // Stylesheets: fonts and images referred to by url().
  for (const file of listBuildFiles(path.join(BUILD_DIR, 'assets', 'css'), {extension: '.css'})) {
    const css = readFileSync(file, 'utf8');
    for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g)) {
      const url = match[1] ?? match[2] ?? match[3]!;
      if (url.startsWith('data:') || url.startsWith('#')) {
        continue;
      }
      checked += 1;
      const resolved = new URL(url, `${SITE_ORIGIN}/${path.relative(BUILD_DIR, file)}`);
      if (resolved.origin !== SITE_ORIGIN) {
        problems.push(`${file}: ${url} loads from another origin`);
      } else if (!fileForPath(resolved.pathname)) {
        problems.push(`${path.relative(BUILD_DIR, file)}: ${url} does not resolve`);
      }
    }
  }
  console.log(`Link sweep: ${checked} references checked on ${pages.length} pages (${external} external).`);
  expect(checked).toBeGreaterThan(pages.length * 10);
  expect(problems).toEqual([]);
});

/**
 * A page the checker must reject (a search box made a combobox on type="search"), checked in
 * the same run: proves the checker ran and read the files, so "no errors" means valid pages.
 */
const NU_CANARY = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Canary</title></head>
<body><input type="search" role="combobox" aria-expanded="false" aria-label="Search"></body></html>`;

// One JVM over the whole build: seconds normally, longer on a busy machine (hence the time limit).
test('every page a visitor loads is valid HTML (W3C Nu Html Checker)', () => {
  const canaryDir = mkdtempSync(path.join(tmpdir(), 'northbeam-nu-'));
  const canary = path.join(canaryDir, 'nu-canary.html');
  writeFileSync(canary, NU_CANARY);
  let messages: ReturnType<typeof runNuChecker>;
  try {
    messages = runNuChecker([canary, ...pages.map((page) => page.file)]);
  } finally {
    rmSync(canaryDir, {recursive: true, force: true});
  }
  const canaryErrors = messages.filter((message) => messageFile(message) === canary && isNuError(message));
  expect(canaryErrors.map((message) => message.message).join('\n')).toMatch(/“(search|combobox)”/);

  // Grouped by message, since one component repeats an error on every page that renders it.
  const byProblem = new Map<string, string[]>();
  let warnings = 0;
  for (const message of messages) {
    const file = messageFile(message);
    if (file === canary) {
      continue;
    }
    if (!isNuError(message)) {
      warnings += 1;
      continue;
    }
    const where = file ? `${path.relative(BUILD_DIR, file)}:${message.lastLine ?? '?'}` : '(no file)';
    const key = `${message.message}${message.extract ? ` in "${message.extract.trim().slice(0, 120)}"` : ''}`;
    byProblem.set(key, [...(byProblem.get(key) ?? []), where]);
  }
  const problems = [...byProblem].map(([problem, places]) => {
    const shown = places.slice(0, 5).join(', ');
    return `${problem} (${places.length}x: ${shown}${places.length > 5 ? ', …' : ''})`;
  });
  const errors = [...byProblem.values()].reduce((sum, places) => sum + places.length, 0);
  console.log(`Nu Html Checker: ${pages.length} pages, ${errors} errors, ${warnings} warnings.`);
  expect(problems).toEqual([]);
}, 180_000);

// html-validate stays beside the Nu checker for what the W3C checker does not check: accessible
// text on buttons and links (text-content, wcag/h30), focusable content under aria-hidden
// (hidden-focusable), unique names for repeated landmarks (unique-landmark), the explicit button
// type (no-implicit-button-type), inline styles (no-inline-style) and ARIA roles where a native
// element exists (prefer-native-element).
test('every page a visitor loads is valid HTML with named controls (html-validate)', async () => {
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(page.html, path.relative(BUILD_DIR, page.file));
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${result.filePath}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  console.log(`HTML validity: ${pages.length} pages, ${problems.length} errors.`);
  expect(problems).toEqual([]);
});

function isNoIndex(page: Page): boolean {
  return /noindex/i.test(metaContent(page, 'robots') ?? '');
}

test('sitemap.xml lists every indexable page and no noindex page; canonicals agree; old addresses lead to pages; robots.txt points at it', () => {
  const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locations.length).toBeGreaterThan(10);
  expect(new Set(locations).size).toBe(locations.length);
  const problems: string[] = [];
  for (const page of pages.filter((candidate) => !notFoundRoutes.has(candidate.route))) {
    const url = page.route === '/' ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${page.route}`;
    const noIndex = isNoIndex(page);
    const listed = locations.includes(url) || (page.route === '/' && locations.includes(SITE_ORIGIN));
    if (noIndex && listed) {
      problems.push(`${page.route} is noindex but in the sitemap`);
    }
    if (!noIndex && !listed) {
      problems.push(`${page.route} is indexable but missing from the sitemap`);
    }
    const canonical = page.$('link[rel="canonical"]').attr('href');
    if (!noIndex && canonical !== url && !(page.route === '/' && canonical === SITE_ORIGIN)) {
      problems.push(`${page.route}: canonical ${canonical} differs from its sitemap URL ${url}`);
    }
  }
  for (const [from, to] of redirects) {
    if (!pageByRoute.has(to) || redirects.has(to)) {
      problems.push(`${from} redirects to ${to}, which is not a page`);
    }
  }
  for (const location of locations) {
    const {pathname} = new URL(location);
    if (redirects.has(pathname)) {
      problems.push(`${location} is a redirect source`);
    }
    if (!pageByRoute.has(pathname)) {
      problems.push(`${location} has no page`);
    }
  }
  expect(problems).toEqual([]);
  expect(readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  expect(metaContent(pageByRoute.get('/404')!, 'robots')).toMatch(/noindex/);
});

type Json = Record<string, unknown>;

function jsonLdOf(page: Page): Json[] {
  const blocks: Json[] = [];
  for (const match of page.html.matchAll(
    /<script\b[^>]*type=("|')?application\/ld\+json\1?[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    blocks.push(JSON.parse(match[2]!) as Json);
  }
  return blocks;
}

function nodesOf(blocks: Json[]): Json[] {
  return blocks.flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Json[]) : [block]));
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The service summaries of each language, read from the service files. */
const servicesByLanguage: Record<string, ServiceSummary[]> = {};
beforeAll(async () => {
  servicesByLanguage['en-CA'] = await serviceSummariesIn('en-CA');
  servicesByLanguage['fr-CA'] = await serviceSummariesIn('fr-CA');
});

/** A service's title in the page's language, from that language's service file. */
function serviceTitle(service: ServiceSummary, page: Page): string {
  const language = page.$('html').attr('lang') ?? '';
  const inLanguage = servicesByLanguage[language]?.find((candidate) => candidate.id === service.id);
  return inLanguage?.title ?? `(no ${language} title for ${service.id})`;
}

test('search engines read valid JSON-LD on every page: organisation and local business, breadcrumbs when nested, service on service pages', () => {
  const problems: string[] = [];
  for (const page of sitePages) {
    let blocks: Json[];
    try {
      blocks = jsonLdOf(page);
    } catch (error) {
      problems.push(`${page.route}: JSON-LD does not parse (${String(error)})`);
      continue;
    }
    for (const block of blocks) {
      if (!String(block['@context'] ?? '').startsWith('https://schema.org')) {
        problems.push(`${page.route}: JSON-LD without the schema.org context`);
      }
    }
    const nodes = nodesOf(blocks);
    const ofType = (type: string) => nodes.filter((node) => node['@type'] === type);
    const organization = ofType('Organization')[0];
    if (!organization || !organization.name || !organization.url || !organization.logo) {
      problems.push(`${page.route}: no Organization with name, url and logo`);
    }
    const business = ofType('ProfessionalService')[0];
    const address = business?.address as Json | undefined;
    const hours = (business?.openingHoursSpecification as Json[] | undefined) ?? [];
    if (!business || !business.name || !business.telephone || !address) {
      problems.push(`${page.route}: no ProfessionalService with name, telephone and address`);
    } else {
      for (const field of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']) {
        if (!address[field]) {
          problems.push(`${page.route}: ProfessionalService address lacks ${field}`);
        }
      }
      if (
        hours.length === 0 ||
        hours.some(
          (entry) =>
            !TIME.test(String(entry.opens)) ||
            !TIME.test(String(entry.closes)) ||
            !(entry.dayOfWeek as unknown[] | undefined)?.length,
        )
      ) {
        problems.push(`${page.route}: ProfessionalService opening hours are missing or malformed`);
      }
    }
    const nested = routeInLocale(page.route).split('/').filter(Boolean).length >= 2;
    const breadcrumbs = ofType('BreadcrumbList')[0];
    const noIndex = isNoIndex(page);
    if (nested && !notFoundRoutes.has(page.route) && !noIndex) {
      const items = (breadcrumbs?.itemListElement as Json[] | undefined) ?? [];
      if (items.length < 3) {
        problems.push(`${page.route}: nested page without a BreadcrumbList`);
      }
      items.forEach((item, index) => {
        if (item['@type'] !== 'ListItem' || item.position !== index + 1 || !item.name) {
          problems.push(`${page.route}: breadcrumb ${index + 1} is malformed`);
        }
        const url = new URL(String(item.item));
        if (url.origin !== SITE_ORIGIN || !pageByRoute.has(url.pathname)) {
          if (index < items.length - 1 || url.pathname !== page.route) {
            problems.push(`${page.route}: breadcrumb ${String(item.item)} is not a page`);
          }
        }
      });
      if (items.length > 0 && new URL(String(items[items.length - 1]!.item)).pathname !== page.route) {
        problems.push(`${page.route}: the last breadcrumb is not the page itself`);
      }
    }
    const service = servicesByLanguage['en-CA']!.find((link) => link.link === routeInLocale(page.route));
    if (service) {
      const node = ofType('Service')[0];
      if (
        !node ||
        node.name !== serviceTitle(service, page) ||
        !node.provider ||
        node.url !== `${SITE_ORIGIN}${page.route}`
      ) {
        problems.push(`${page.route}: no Service with the page's name, url and provider`);
      }
    }
  }
  expect(problems).toEqual([]);
});

function pngSize(file: string): {width: number; height: number} | undefined {
  const data = readFileSync(file);
  if (data.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') {
    return undefined;
  }
  return {width: data.readUInt32BE(16), height: data.readUInt32BE(20)};
}

test('every page shares a small 1200x630 PNG image of its own, the same for Twitter', () => {
  const problems: string[] = [];
  for (const page of sitePages) {
    const image = metaContent(page, 'og:image');
    if (!image) {
      problems.push(`${page.route}: no og:image`);
      continue;
    }
    if (metaContent(page, 'twitter:image') !== image) {
      problems.push(`${page.route}: twitter:image differs from og:image`);
    }
    const url = new URL(image);
    const file = url.origin === SITE_ORIGIN ? fileForPath(url.pathname) : undefined;
    const size = file ? pngSize(file) : undefined;
    if (!size || size.width !== 1200 || size.height !== 630 || statSync(file!).size > OG_MAX_BYTES) {
      problems.push(`${page.route}: ${image} is not a 1200x630 PNG of the build of at most ${OG_MAX_BYTES} bytes`);
    }
    const noIndex = isNoIndex(page);
    if (!noIndex && page.route !== '/404' && url.pathname.endsWith('/default.png')) {
      problems.push(`${page.route}: uses the default image instead of its own`);
    }
  }
  expect(problems).toEqual([]);
  expect(pngSize(path.join(BUILD_DIR, 'img/apple-touch-icon.png'))).toEqual({width: 180, height: 180});
});

test('a visitor sees every character of every page in the site font', () => {
  // The font script's own reading of the @font-face rule (an ES module, so asked of Node directly).
  const covered = new Set<number>(
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "import {FONT_FACE_CSS, interFontFace} from './scripts/lib/siteFont.mjs'; import {readFileSync} from 'node:fs';" +
            "console.log(JSON.stringify(interFontFace(readFileSync(FONT_FACE_CSS, 'utf8')).codePoints));",
        ],
        {encoding: 'utf8'},
      ),
    ),
  );
  const missing: string[] = [];
  for (const page of pages) {
    const $ = load(page.html);
    // Code is set in the monospace stack, not in Inter.
    $('script, style, template, svg, pre, code, kbd, samp').remove();
    const characters = new Set($('body').text());
    for (const character of characters) {
      const codePoint = character.codePointAt(0)!;
      if (codePoint >= 0x20 && !covered.has(codePoint)) {
        missing.push(`${page.route}: U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} '${character}'`);
      }
    }
  }
  // Add a missing character to the unicode-range of Inter's @font-face, then run scripts/subset-font.mjs.
  expect(missing).toEqual([]);
});

/** The script-src sources of a Content-Security-Policy value. */
function scriptSources(csp: string): string[] {
  const directive = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

test('the owner’s CSP allows every inline script of the final HTML by its hash (a stale hash fails here)', () => {
  // Computed here from the HTML, independently of the build plugin.
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const match of page.html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attributes = match[1]!;
      if (/\bsrc=/.test(attributes) || /\btype=("|')?application\/(ld\+)?json/.test(attributes) || match[2] === '') {
        continue;
      }
      hashes.add(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
    }
  }
  expect(hashes.size).toBeGreaterThan(0);
  const csp = /Content-Security-Policy:\s*(.+)/.exec(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'))?.[1];
  const allowed = new Set(scriptSources(csp ?? ''));
  const missing = 'inline scripts missing from the CSP';
  expect({[missing]: [...hashes].filter((hash) => !allowed.has(hash))}).toEqual({[missing]: []});
});
