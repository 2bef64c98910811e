/**
 * The post-build pass: what must see the whole build (both locales) runs here, once, in order,
 * after `docusaurus build` has finished every locale and every plugin's `postBuild`. It reads
 * the pages and writes host files beside them; it never changes a page.
 *
 * 1. CSP hashes of every inline script of every page;
 * 2. the Netlify / Cloudflare Pages `_headers` and `_redirects`;
 * 3. the nginx includes and error pages in `_nginx/`;
 * 4. robots.txt and security.txt;
 * 5. one sitemap for every locale;
 * 6. `.gz` / `.br` siblings of every text file (pages, feeds, indexes, the files above).
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import {company, contactFormDefaults} from '../../src/data/company';
import {serviceRedirects} from '../../src/data/redirects';
import {localizedSections} from '../../src/lib/sectionRedirects';
import {listBuildFiles, routeOfHtmlFile} from '../../plugins/lib/buildFiles';
import {localeSites, localizedRoute, type LocaleSite} from '../../plugins/lib/locale';
import {
  ERROR_PAGES,
  SECURITY_TXT_PATH,
  fillTemplate,
  inlineScriptHashes,
  renderErrorPage,
  renderHeadersHtmlBlock,
  renderHeadersSecurityBlock,
  renderNginxLocales,
  renderNginxRedirects,
  renderNginxSecurityHeaders,
  renderNginxSectionFallbacks,
  renderRedirectsFile,
  renderRedirectsLocaleNotFound,
  renderRedirectsSectionFallbacks,
  renderSecurityTxt,
  sectionFallbacks,
  securityHeaders,
} from './hosting';
import {mergeLocaleSitemaps} from './sitemap';
import {precompressFiles} from './precompress';

/** Where the generated nginx includes land, inside the build (deploy/nginx includes them). */
export const NGINX_INCLUDE_DIR = '_nginx';

/** Host-file templates in static/ that Docusaurus copies into every locale's folder. */
const HOST_TEMPLATES = ['_headers', '_redirects'] as const;

/** BCP 47 tags of the languages in company.languages, for security.txt. */
const LANGUAGE_TAGS: Record<string, string> = {English: 'en', French: 'fr', Ukrainian: 'uk'};

/** The served path of a built file: pages by their route, other files by their name. */
export function servedPathOfFile(outDir: string, file: string): string {
  return file.endsWith('.html')
    ? routeOfHtmlFile(outDir, file)
    : `/${path.relative(outDir, file).split(path.sep).join('/')}`;
}

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
}: {
  siteDir: string;
  outDir: string;
  siteConfig: Pick<DocusaurusConfig, 'url' | 'i18n' | 'customFields'>;
  now?: Date;
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

  // 1. Security headers with the hashes of every inline script of every page.
  const pages = await Promise.all(
    listBuildFiles(outDir, {extension: '.html', skipDirectories: [NGINX_INCLUDE_DIR]}).map(async (file) => ({
      route: routeOfHtmlFile(outDir, file),
      html: await readFile(file, 'utf8'),
    })),
  );
  const headers = securityHeaders({scriptHashes: inlineScriptHashes(pages.map((page) => page.html)), formOrigin});

  // 2. Redirects and the fallbacks of unknown blog and case-study paths, from the files the build serves.
  const servedPaths = listBuildFiles(outDir, {skipDirectories: [NGINX_INCLUDE_DIR]})
    .filter((file) => !/\.(gz|br)$/.test(file))
    .map((file) => servedPathOfFile(outDir, file));
  const fallbacks = sectionFallbacks(
    baseUrls.flatMap((baseUrl) => localizedSections(baseUrl)),
    servedPaths,
  );
  const redirects = baseUrls.flatMap((baseUrl) =>
    serviceRedirects.map((redirect) => ({
      ...redirect,
      from: localizedRoute({baseUrl}, redirect.from),
      to: localizedRoute({baseUrl}, redirect.to),
    })),
  );
  const fill = async (name: (typeof HOST_TEMPLATES)[number], parts: Record<string, string>) =>
    writeFile(path.join(outDir, name), fillTemplate(await readFile(path.join(siteDir, 'static', name), 'utf8'), parts));
  await fill('_headers', {
    'security-headers': renderHeadersSecurityBlock(headers),
    'html-cache': renderHeadersHtmlBlock([...pages.map((page) => page.route).sort(), SECURITY_TXT_PATH]),
  });
  await fill('_redirects', {
    'service-redirects': renderRedirectsFile(redirects),
    'section-fallbacks': renderRedirectsSectionFallbacks(fallbacks),
    'locale-not-found': renderRedirectsLocaleNotFound(baseUrls.slice(1)),
  });

  // 3. nginx includes and error pages (deploy/nginx/northbeam.conf includes them).
  const nginxDir = path.join(outDir, NGINX_INCLUDE_DIR);
  await mkdir(path.join(nginxDir, 'errors'), {recursive: true});
  await writeFile(path.join(nginxDir, 'security-headers.conf'), renderNginxSecurityHeaders(headers));
  await writeFile(path.join(nginxDir, 'redirects.conf'), renderNginxRedirects(redirects));
  await writeFile(path.join(nginxDir, 'section-fallbacks.conf'), renderNginxSectionFallbacks(fallbacks));
  await writeFile(path.join(nginxDir, 'locales.conf'), renderNginxLocales(baseUrls.slice(1)));
  for (const status of Object.keys(ERROR_PAGES).map(Number) as (keyof typeof ERROR_PAGES)[]) {
    await writeFile(path.join(nginxDir, 'errors', `${status}.html`), renderErrorPage(status, company.name));
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
      languages: company.languages.map((language) => {
        const tag = LANGUAGE_TAGS[language];
        if (!tag) {
          throw new Error(`No language tag for ${language}: add it to LANGUAGE_TAGS in scripts/postbuild/index.ts`);
        }
        return tag;
      }),
      now,
    }),
  );

  // 5. One sitemap at the root for every locale, each page with its alternates.
  await mergeLocaleSitemaps(outDir, sites, siteUrl);

  // 6. Precompressed siblings, last, so they cover every text file, whoever wrote it.
  const compressed = await precompressFiles(
    listBuildFiles(outDir, {skipDirectories: [NGINX_INCLUDE_DIR]}).filter((file) => !/\.(gz|br)$/.test(file)),
  );
  return {headers: headers.length, compressed};
}
