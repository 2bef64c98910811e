/**
 * The post-build pass: what must see the whole build (both locales) runs here, once, in order,
 * after `docusaurus build` has finished every locale and every plugin's `postBuild`. It reads
 * the pages and writes host files beside them; it never changes a page.
 *
 * 1. CSP hashes of every inline script of every page;
 * 2. the Netlify / Cloudflare Pages `_headers` and `_redirects`, checked with Netlify's parsers
 *    and Cloudflare Pages' limits (platformRules.ts): a file a host would reject fails the build;
 * 3. the nginx includes and error pages in `<outDir>-nginx/` (build-nginx/), beside the build and
 *    not in it, because Netlify and Cloudflare Pages publish every file of the build folder;
 * 4. robots.txt and security.txt;
 * 5. one sitemap for every locale, and /licenses.txt (the licences of the packages the browser
 *    bundles contain, listed by the browser build of every locale);
 * 6. `.gz` / `.br` siblings of every text file (pages, feeds, indexes, the files above).
 */
import {existsSync, readdirSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import {company, contactFormDefaults} from '../../src/data/company';
import {serviceRedirects} from '../../src/data/redirects';
import type {AnalyticsConfig} from '../../src/lib/analytics';
import {localizedSections, SECTIONS} from '../../src/lib/sectionRedirects';
import {listBuildFiles, routeOfHtmlFile} from '../../plugins/lib/buildFiles';
import {localeSites, localizedRoute, type LocaleSite} from '../../plugins/lib/locale';
import {
  canonicalPages,
  renderNginxCanonicalMaps,
  renderNginxCanonicalRules,
  ERROR_STATUSES,
  SECURITY_TXT_PATH,
  SHIPPED_NGINX_DIR,
  errorPageTexts,
  hostPlatform,
  renderHeadersCacheBlock,
  renderNginxCache,
  renderNginxTimeouts,
  type HostPlatform,
  fillTemplate,
  inlineScriptHashes,
  renderErrorPage,
  renderHeadersSecurityBlock,
  renderNginxLocales,
  renderNginxRedirects,
  renderNginxSecurityHeaders,
  renderNginxSectionFallbacks,
  renderRedirectsFile,
  renderRedirectsLocaleNotFound,
  renderRedirectsSectionFallbacks,
  renderSectionNotFoundPage,
  renderSecurityTxt,
  securityHeaders,
  editorSecurityHeaders,
  renderHeadersEditorBlock,
  renderNginxEditor,
} from './hosting';
import {CSP_REPORT_URL_SETTING, parseCspReportUrl} from './cspReporting';
import {renderNginxHttpContext, renderNginxLimits} from './nginxLimits';
import {writeEditor} from './editor';
import {editorOrigins, editorSettingsFromEnv, type EditorSettings} from './editor/settings';
import {mergeLocaleSitemaps} from './sitemap';
import {LICENSES_PATH, packageNotice, renderLicences, shippedPackageDirs} from './licences';
import {CLIENT_PACKAGES_FILE} from '../../plugins/site-performance/clientPackages';
import {precompressFiles} from './precompress';
import {cloudflareHeadersProblems, cloudflareRedirectsProblems, netlifyProblems} from './platformRules';

/**
 * Where the generated nginx includes and error pages land: beside the build (`build-nginx/` for
 * `build/`), so no static host publishes them; deploy/nginx includes them from there.
 */
export function nginxDirOf(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-nginx`;
}

/** Host-file templates in static/ that Docusaurus copies into every locale's folder. */
const HOST_TEMPLATES = ['_headers', '_redirects'] as const;

/** Locales whose pages are missing from `outDir` (a build of one locale). */
export function missingLocales(outDir: string, sites: readonly LocaleSite[]): LocaleSite[] {
  return sites.filter(
    (site) => !existsSync(path.join(outDir, ...site.baseUrl.split('/').filter(Boolean), 'index.html')),
  );
}

export interface PostBuildResult {
  headers: number;
  compressed: number;
}

export async function postBuild({
  siteDir,
  outDir,
  siteConfig,
  now = new Date(),
  platform = hostPlatform(process.env),
  cspReportUrl = parseCspReportUrl(process.env[CSP_REPORT_URL_SETTING]),
  editor = editorSettingsFromEnv(process.env),
}: {
  siteDir: string;
  outDir: string;
  siteConfig: Pick<DocusaurusConfig, 'url' | 'i18n' | 'customFields'>;
  now?: Date;
  /** The `_redirects` form to write (Netlify's or Cloudflare's); from NETLIFY / CF_PAGES by default. */
  platform?: HostPlatform;
  /** The CSP report collector (CSP_REPORT_URL by default), or undefined for none. */
  cspReportUrl?: string;
  /** The writers' editor at /admin/; from the EDITOR_* settings by default, off without them. */
  editor?: EditorSettings | null;
}): Promise<PostBuildResult> {
  const sites = localeSites(siteConfig.i18n);
  const missing = missingLocales(outDir, sites);
  if (missing.length > 0) {
    throw new Error(
      `${missing.map((site) => `${site.htmlLang} (${site.baseUrl})`).join(', ')} missing from ${outDir}: the host files ` +
        'cover every locale, so they need a build of all of them (npm run build, without --locale).',
    );
  }
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const baseUrls = sites.map((site) => site.baseUrl);
  const formOrigin =
    (siteConfig.customFields?.contactForm as {origin?: string} | undefined)?.origin ?? contactFormDefaults.origin;

  // Docusaurus copies static/ into every locale: only the filled files at the root are served.
  for (const site of sites.slice(1)) {
    const folder = path.join(outDir, ...site.baseUrl.split('/').filter(Boolean));
    await Promise.all(HOST_TEMPLATES.map((name) => rm(path.join(folder, name), {force: true})));
  }

  // 0. The writers' editor at /admin/ (or the page saying how to turn it on), before the pages are read.
  await writeEditor({siteDir, outDir, settings: editor, siteUrl, siteName: company.name});

  // 1. Security headers with the hashes of every inline script of every page.
  const pages = await Promise.all(
    listBuildFiles(outDir, {extension: '.html'}).map(async (file) => ({
      route: routeOfHtmlFile(outDir, file),
      html: await readFile(file, 'utf8'),
    })),
  );
  // The collector of docusaurus.config.ts (customFields.analytics), when analytics is on.
  const analyticsOrigin = (siteConfig.customFields?.analytics as AnalyticsConfig | null | undefined)?.endpoint ?? null;
  const headers = securityHeaders({
    scriptHashes: inlineScriptHashes(pages.map((page) => page.html)),
    formOrigin,
    analyticsOrigin,
    reportUrl: cspReportUrl,
  });
  const editorHeaders = editor
    ? editorSecurityHeaders(headers, {...editorOrigins(editor), reportUrl: cspReportUrl})
    : null;

  // 2. Redirects and the fallbacks of unknown blog and case-study paths.
  const sections = baseUrls.flatMap((baseUrl) => localizedSections(baseUrl).map((section) => ({section, baseUrl})));
  const redirects = baseUrls.flatMap((baseUrl) =>
    serviceRedirects.map((redirect) => ({
      ...redirect,
      from: localizedRoute({baseUrl}, redirect.from),
      to: localizedRoute({baseUrl}, redirect.to),
    })),
  );
  const template = async (name: (typeof HOST_TEMPLATES)[number]) =>
    readFile(path.join(siteDir, 'static', name), 'utf8');
  const headersFile = fillTemplate(await template('_headers'), {
    'security-headers': renderHeadersSecurityBlock(headers),
    'editor-headers': renderHeadersEditorBlock(headers, editorHeaders),
    'cache-rules': renderHeadersCacheBlock(
      sites.map((site) => ({
        baseUrl: site.baseUrl,
        folders: [
          ...readdirSync(path.join(outDir, ...site.baseUrl.split('/').filter(Boolean)), {withFileTypes: true})
            .filter((entry) => entry.isDirectory())
            .map((entry) => entry.name),
          // security.txt, written below.
          ...(site.baseUrl === '/' ? [SECURITY_TXT_PATH.split('/')[1]!] : []),
        ].filter((folder, index, all) => all.indexOf(folder) === index),
      })),
    ),
  });
  const redirectsTemplate = await template('_redirects');
  const redirectsFor = (form: HostPlatform) =>
    fillTemplate(redirectsTemplate, {
      'service-redirects': renderRedirectsFile(redirects, form),
      'section-fallbacks': renderRedirectsSectionFallbacks(
        sections.map(({section}) => section),
        form,
      ),
      'locale-not-found': renderRedirectsLocaleNotFound(baseUrls.slice(1), form),
    });
  // Both forms are checked on every build, so a rule one host would reject fails at once.
  const problems = [
    ...cloudflareHeadersProblems(headersFile),
    ...cloudflareRedirectsProblems(redirectsFor('cloudflare')),
    ...(await netlifyProblems({headers: headersFile, redirects: redirectsFor('cloudflare')})),
    ...(await netlifyProblems({headers: headersFile, redirects: redirectsFor('netlify')})),
  ];
  if (problems.length > 0) {
    throw new Error(`The host files break a platform rule:\n  ${[...new Set(problems)].join('\n  ')}`);
  }
  await writeFile(path.join(outDir, '_headers'), headersFile);
  await writeFile(path.join(outDir, '_redirects'), redirectsFor(platform));
  if (platform === 'cloudflare') {
    // Cloudflare Pages has no rule for "only where no file answers": each section's own
    // not-found page moves on to its list instead.
    for (const site of sites) {
      for (const section of SECTIONS) {
        await writeFile(
          path.join(outDir, ...localizedSections(site.baseUrl, [section])[0]!.split('/').filter(Boolean), '404.html'),
          renderSectionNotFoundPage({section, htmlLang: site.htmlLang, baseUrl: site.baseUrl}, company.name),
        );
      }
    }
  }

  // 3. nginx includes and error pages (deploy/nginx/northbeam.conf includes them), beside the build.
  const nginxDir = nginxDirOf(outDir);
  await rm(nginxDir, {recursive: true, force: true});
  await mkdir(path.join(nginxDir, 'errors'), {recursive: true});
  await writeFile(path.join(nginxDir, 'security-headers.conf'), renderNginxSecurityHeaders(headers));
  await writeFile(path.join(nginxDir, 'redirects.conf'), renderNginxRedirects(redirects));
  await writeFile(path.join(nginxDir, 'section-fallbacks.conf'), renderNginxSectionFallbacks(sections));
  await writeFile(path.join(nginxDir, 'locales.conf'), renderNginxLocales(baseUrls.slice(1)));
  await writeFile(path.join(nginxDir, 'timeouts.conf'), renderNginxTimeouts());
  await writeFile(path.join(nginxDir, 'http.conf'), renderNginxHttpContext(baseUrls));
  await writeFile(path.join(nginxDir, 'limits.conf'), renderNginxLimits());
  // Canonical addresses: odd path forms not found, pages in another case moved to their address.
  const pageRoutes = pages.map((page) => page.route).filter((route) => !/(^|\/)404$/.test(route));
  await writeFile(
    path.join(nginxDir, 'canonical-maps.conf'),
    renderNginxCanonicalMaps(
      canonicalPages(pageRoutes, baseUrls),
      baseUrls.map((baseUrl) => `${baseUrl}404.html`),
    ),
  );
  await writeFile(path.join(nginxDir, 'canonical-paths.conf'), renderNginxCanonicalRules());
  if (editorHeaders) {
    await writeFile(path.join(nginxDir, 'editor-headers.conf'), renderNginxSecurityHeaders(editorHeaders));
  }
  await writeFile(
    path.join(nginxDir, 'editor.conf'),
    renderNginxEditor(editorHeaders ? `${SHIPPED_NGINX_DIR}/editor-headers.conf` : null),
  );
  for (const kind of ['assets', 'static', 'pages'] as const) {
    await writeFile(path.join(nginxDir, `cache-${kind}.conf`), renderNginxCache(kind));
  }
  for (const site of sites) {
    errorPageTexts(site.htmlLang);
    const folder = path.join(nginxDir, 'errors', ...site.baseUrl.split('/').filter(Boolean));
    await mkdir(folder, {recursive: true});
    for (const status of ERROR_STATUSES) {
      await writeFile(
        path.join(folder, `${status}.html`),
        renderErrorPage(status, company.name, {htmlLang: site.htmlLang, baseUrl: site.baseUrl}),
      );
    }
  }

  // 4. robots.txt (noindex pages stay crawlable, so crawlers can read their robots meta) and
  //    security.txt (RFC 9116), with an expiry counted from the build date.
  await writeFile(
    path.join(outDir, 'robots.txt'),
    ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'),
  );
  await mkdir(path.join(outDir, '.well-known'), {recursive: true});
  await writeFile(
    path.join(outDir, SECURITY_TXT_PATH),
    renderSecurityTxt({
      email: company.securityEmail,
      siteUrl,
      // Each language's id is its BCP 47 tag.
      languages: company.languages.map((language) => language.id),
      now,
    }),
  );

  // 5. One sitemap at the root for every locale, each page with its alternates.
  await mergeLocaleSitemaps(outDir, sites, siteUrl);
  //    The licences of the packages in the browser bundles of every locale; the lists themselves
  //    are not published.
  const packageLists = sites.map((site) =>
    path.join(outDir, ...site.baseUrl.split('/').filter(Boolean), CLIENT_PACKAGES_FILE),
  );
  const missingLists = packageLists.filter((file) => !existsSync(file));
  if (missingLists.length > 0) {
    throw new Error(
      `${missingLists.join(', ')} missing: the browser build lists its packages there (site-performance).`,
    );
  }
  await writeFile(
    path.join(outDir, LICENSES_PATH.slice(1)),
    renderLicences(shippedPackageDirs(packageLists, siteDir).map(packageNotice), company.name),
  );
  await Promise.all(packageLists.map((file) => rm(file)));

  // 6. Precompressed siblings, last, so they cover every text file, whoever wrote it.
  const compressed = await precompressFiles(listBuildFiles(outDir).filter((file) => !/\.(gz|br)$/.test(file)));
  return {headers: headers.length, compressed};
}
