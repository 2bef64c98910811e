import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants as zlibConstants, gzip} from 'node:zlib';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {company, contactFormDefaults} from '../../src/data/company';
import {serviceRedirects} from '../../src/data/redirects';
import {localizedSections} from '../../src/lib/sectionRedirects';
import {jsonLdScriptHtml, structuredDataForPage} from '../../src/lib/structuredData';
import {DEFAULT_SOCIAL_IMAGE_PATH, ogImagePath} from '../../src/lib/ogImage';
import {
  ERROR_PAGES,
  SECURITY_TXT_PATH,
  fillTemplate,
  inlineScriptHashes,
  renderHeadersHtmlBlock,
  renderHeadersSecurityBlock,
  renderErrorPage,
  renderNginxRedirects,
  renderNginxSectionFallbacks,
  renderNginxLocales,
  renderNginxSecurityHeaders,
  renderRedirectsLocaleNotFound,
  renderRedirectsFile,
  renderRedirectsSectionFallbacks,
  renderSecurityTxt,
  sectionFallbacks,
  securityHeaders,
} from './hosting';
import {alignFontPreloads, fontUrlsInCss, metaContent, pageTitle, startTags} from './html';
import {renderOgImage, themeOfPage} from './ogImage';
import {mergeLocaleSitemaps} from './sitemap';
import {afterPostBuild} from '../lib/postBuildBarrier';
import {listBuildFiles, routeOfHtmlFile} from '../lib/buildFiles';
import {isDefaultLocale, localeBaseUrls, localeSites, localizedRoute, siteRootDir} from '../lib/locale';
import {searchIndexBuilder} from '../search-index';
import {siteDataOf, type SiteDataContent} from '../site-data';

export const PLUGIN_NAME = 'production-assets';

/** Where the generated nginx includes land, inside the build (deploy/nginx includes them). */
export const NGINX_INCLUDE_DIR = '_nginx';

/** Text outputs worth precompressing; smaller files gain nothing. */
export const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|map|webmanifest)$/i;
export const MIN_COMPRESS_BYTES = 512;

/** BCP 47 tags of the languages in company.languages, for security.txt. */
const LANGUAGE_TAGS: Record<string, string> = {English: 'en', French: 'fr', Ukrainian: 'uk'};

/** The feeds of `feedOptions: {type: 'all'}` (docusaurus.config.ts). */
const BLOG_FEED_PATHS = ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json'];

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The site path a built file is served at: pages by their route, other files by their name. */
export function servedPathOfFile(outDir: string, file: string): string {
  return file.endsWith('.html')
    ? routeOfHtmlFile(outDir, file)
    : `/${path.relative(outDir, file).split(path.sep).join('/')}`;
}

/** Page title without the " | Company" suffix, for the image. */
function imageTitle(html: string): string {
  const title = pageTitle(html) ?? company.name;
  const suffix = ` | ${company.name}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Writes `.gz` and `.br` siblings of every text file worth compressing; returns their count. */
async function precompress(outDir: string): Promise<number> {
  return precompressFiles(listBuildFiles(outDir, {skipDirectories: [NGINX_INCLUDE_DIR]}));
}

/** Writes `.gz` and `.br` siblings of those of `candidates` worth compressing; returns their count. */
async function precompressFiles(candidates: readonly string[]): Promise<number> {
  const files = candidates.filter((file) => COMPRESSIBLE.test(file));
  let compressed = 0;
  for (const file of files) {
    const {size} = await stat(file);
    if (size < MIN_COMPRESS_BYTES) {
      continue;
    }
    const data = await readFile(file);
    const [gz, br] = await Promise.all([
      gzipAsync(data, {level: 9}),
      brotliAsync(data, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ]);
    await writeFile(`${file}.gz`, gz);
    await writeFile(`${file}.br`, br);
    compressed += 1;
  }
  return compressed;
}

/**
 * The build pipeline for real hosting, in one postBuild so that its steps run in a known order:
 *
 * 1. the grouped search index (plugins/search-index), from the HTML as Docusaurus wrote it;
 * 2. font preloads, structured data (JSON-LD) and Open Graph images, rewriting the HTML;
 * 3. CSP script hashes of that final HTML, and the host configuration (nginx includes,
 *    `_headers`, `_redirects`) and robots.txt;
 * 4. a barrier: the postBuild of the sitemap plugin and of the search theme (both wrapped in
 *    docusaurus.config.ts with plugins/lib/postBuildBarrier) must have finished;
 * 5. precompressed `.gz` / `.br` siblings of every text file, so every file written above has them.
 *
 * No step after 2 changes HTML, so the CSP hashes stay valid.
 */
export default function productionAssetsPlugin(context: LoadContext): Plugin {
  const searchIndex = searchIndexBuilder(context);
  // The navigation and service names in the language of this build.
  let siteData: SiteDataContent | undefined;
  return {
    name: PLUGIN_NAME,
    allContentLoaded(args) {
      searchIndex.allContentLoaded(args);
      siteData = siteDataOf(args.allContent);
    },
    async postBuild({outDir, siteConfig, routesPaths, routesBuildMetadata}) {
      // 1. The grouped search index.
      await searchIndex.writeIndex({outDir, routesPaths, routesBuildMetadata});

      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const siteHost = new URL(siteUrl).host;
      const formOrigin =
        (siteConfig.customFields?.contactForm as {origin?: string} | undefined)?.origin ?? contactFormDefaults.origin;

      // Each locale is built in turn into its own folder (English at the root, French in fr/):
      // pages and images of this locale are processed here; the host files at the root cover
      // every locale built so far, so after the last one they cover the whole site.
      const siteRoot = siteRootDir(outDir, context.baseUrl);
      if (!siteData) {
        throw new Error(`[${PLUGIN_NAME}] allContentLoaded did not run before postBuild.`);
      }
      const {navigation, serviceLinks} = siteData;
      const htmlFiles = listBuildFiles(outDir, {extension: '.html'});
      const pages = await Promise.all(
        htmlFiles.map(async (file) => ({
          file,
          sitePath: routeOfHtmlFile(outDir, file),
          route: localizedRoute(context, routeOfHtmlFile(outDir, file)),
          html: await readFile(file, 'utf8'),
        })),
      );

      // 2a. Font preloads name the hashed file the stylesheet loads, so the font downloads once.
      const cssFiles = listBuildFiles(outDir, {extension: '.css'});
      const stylesheetFontUrls = (await Promise.all(cssFiles.map((file) => readFile(file, 'utf8')))).flatMap(
        fontUrlsInCss,
      );
      for (const page of pages) {
        page.html = alignFontPreloads(page.html, stylesheetFontUrls);
      }

      // 2b. Structured data (JSON-LD) in the static HTML of each page, derived from its path,
      //    title and description. Not managed by the client (no data-rh), so React leaves it.
      for (const page of pages) {
        const blocks = structuredDataForPage(
          {
            pathname: page.sitePath,
            title: imageTitle(page.html),
            description: metaContent(page.html, 'description'),
            noIndex: /noindex/i.test(metaContent(page.html, 'robots') ?? ''),
          },
          {
            company,
            navigation: navigation.mainNavigation,
            services: serviceLinks.serviceLinks,
            siteUrl,
            locale: {
              baseUrl: context.baseUrl,
              htmlLang: context.i18n.localeConfigs[context.i18n.currentLocale]!.htmlLang,
            },
          },
        );
        const scripts = blocks.map(jsonLdScriptHtml).join('');
        if (!page.html.includes('</head>')) {
          throw new Error(`${page.file} has no </head>`);
        }
        page.html = page.html.replace('</head>', `${scripts}</head>`);
        await writeFile(page.file, page.html);
      }

      // 2c. Open Graph images. Pages whose og:image is the site default (blog posts, case studies)
      //    get their own image too, unless they are noindex.
      const ogDir = path.join(siteRoot, 'img', 'og');
      await mkdir(ogDir, {recursive: true});
      let images = 0;
      for (const page of pages) {
        if (page.sitePath === '/404') {
          continue;
        }
        const noIndex = /noindex/i.test(metaContent(page.html, 'robots') ?? '');
        const ownImage = `${siteUrl}${ogImagePath(page.route)}`;
        const defaultImage = `${siteUrl}${DEFAULT_SOCIAL_IMAGE_PATH}`;
        const current = metaContent(page.html, 'og:image');
        // Social networks do not show SVG previews: pages with an SVG or the default image get
        // their own PNG (blog posts take the SVG illustration of their front matter).
        const replace = !noIndex && (current === undefined || current === defaultImage || /\.svg$/i.test(current));
        if (replace) {
          for (const tag of startTags(page.html, ['meta'])) {
            const key = tag.attributes.property ?? tag.attributes.name;
            if (key === 'og:image' || key === 'twitter:image') {
              page.html = page.html.replace(
                tag.source,
                `<meta data-rh=true ${tag.attributes.property ? 'property' : 'name'}=${key} content="${ownImage}">`,
              );
            }
          }
          await writeFile(page.file, page.html);
        } else if (current !== ownImage) {
          continue;
        }
        const png = await renderOgImage({
          title: imageTitle(page.html),
          eyebrow: company.name,
          theme: themeOfPage(page.html),
          siteHost,
        });
        await writeFile(path.join(siteRoot, ogImagePath(page.route)), png);
        images += 1;
      }

      // Files written at the site root in this pass, precompressed at the end with this locale's.
      const rootFiles: string[] = [];

      // 3. security.txt (RFC 9116) for this build, with an expiry computed from the build date.
      await mkdir(path.join(siteRoot, '.well-known'), {recursive: true});
      rootFiles.push(path.join(siteRoot, SECURITY_TXT_PATH));
      await writeFile(
        path.join(siteRoot, SECURITY_TXT_PATH),
        renderSecurityTxt({
          email: company.securityEmail,
          siteUrl,
          languages: company.languages.map((language) => {
            const tag = LANGUAGE_TAGS[language];
            if (!tag) {
              throw new Error(`No language tag for ${language}: add it to LANGUAGE_TAGS`);
            }
            return tag;
          }),
          now: new Date(),
        }),
      );

      // 4. Host configuration for the whole site (every locale built so far): security headers
      //    with the hashes of the inline scripts in the final HTML, redirects, the fallbacks of
      //    unknown blog and case-study paths (from the files the build serves) and nginx's error
      //    pages.
      const baseUrls = localeBaseUrls(context);
      const siteHtml = await Promise.all(
        listBuildFiles(siteRoot, {extension: '.html', skipDirectories: [NGINX_INCLUDE_DIR]}).map(async (file) => ({
          route: routeOfHtmlFile(siteRoot, file),
          html: await readFile(file, 'utf8'),
        })),
      );
      const headers = securityHeaders({
        scriptHashes: inlineScriptHashes(siteHtml.map((page) => page.html)),
        formOrigin,
      });
      // The blog plugin writes its feeds in its own postBuild, alongside this one: they are named
      // here rather than found on disk, so the rules never depend on which finished first.
      const servedPaths = [
        ...listBuildFiles(siteRoot)
          .filter((file) => !/\.(gz|br)$/.test(file))
          .map((file) => servedPathOfFile(siteRoot, file)),
        ...baseUrls.flatMap((baseUrl) => BLOG_FEED_PATHS.map((feed) => `${baseUrl.replace(/\/+$/, '')}${feed}`)),
      ];
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
      const nginxDir = path.join(siteRoot, NGINX_INCLUDE_DIR);
      await mkdir(path.join(nginxDir, 'errors'), {recursive: true});
      await writeFile(path.join(nginxDir, 'security-headers.conf'), renderNginxSecurityHeaders(headers));
      await writeFile(path.join(nginxDir, 'redirects.conf'), renderNginxRedirects(redirects));
      await writeFile(path.join(nginxDir, 'section-fallbacks.conf'), renderNginxSectionFallbacks(fallbacks));
      await writeFile(path.join(nginxDir, 'locales.conf'), renderNginxLocales(baseUrls.slice(1)));
      for (const status of Object.keys(ERROR_PAGES).map(Number) as (keyof typeof ERROR_PAGES)[]) {
        await writeFile(path.join(nginxDir, 'errors', `${status}.html`), renderErrorPage(status, company.name));
      }

      const htmlRoutes = siteHtml.map((page) => page.route).sort();
      const headersTemplate = await readFile(path.join(context.siteDir, 'static', '_headers'), 'utf8');
      await writeFile(
        path.join(siteRoot, '_headers'),
        fillTemplate(headersTemplate, {
          'security-headers': renderHeadersSecurityBlock(headers),
          'html-cache': renderHeadersHtmlBlock([...htmlRoutes, SECURITY_TXT_PATH]),
        }),
      );
      const redirectsTemplate = await readFile(path.join(context.siteDir, 'static', '_redirects'), 'utf8');
      await writeFile(
        path.join(siteRoot, '_redirects'),
        fillTemplate(redirectsTemplate, {
          'service-redirects': renderRedirectsFile(redirects),
          'section-fallbacks': renderRedirectsSectionFallbacks(fallbacks),
          'locale-not-found': renderRedirectsLocaleNotFound(baseUrls.slice(1)),
        }),
      );

      // 5. robots.txt for this build's site URL. Noindex pages stay crawlable so that crawlers
      //    can read their robots meta.
      rootFiles.push(path.join(siteRoot, 'robots.txt'));
      await writeFile(
        path.join(siteRoot, 'robots.txt'),
        ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'),
      );

      // 6. Wait for the other plugins that write text files in their postBuild.
      await afterPostBuild(outDir);

      // The host-file templates of static/ are copied into every locale's folder; only the
      // filled ones at the root are served.
      if (!isDefaultLocale(context)) {
        await Promise.all(['_headers', '_redirects'].map((name) => rm(path.join(outDir, name), {force: true})));
      }

      // 7. One sitemap at the root for every locale, each page with its alternates.
      if (!isDefaultLocale(context)) {
        rootFiles.push(await mergeLocaleSitemaps(siteRoot, localeSites(context), siteUrl));
      }

      // 8. Precompressed siblings, last, so they cover every file written above.
      const compressed = (await precompress(outDir)) + (await precompressFiles(rootFiles));
      if (!existsSync(path.join(outDir, DEFAULT_SOCIAL_IMAGE_PATH))) {
        throw new Error(`${DEFAULT_SOCIAL_IMAGE_PATH} is missing from static/.`);
      }
      logger.info`[${PLUGIN_NAME}] ${images} Open Graph images, ${headers.length} security headers, ${compressed} files precompressed (gzip + brotli).`;
    },
  };
}
