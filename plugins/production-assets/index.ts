import {existsSync} from 'node:fs';
import {mkdir, readFile, readdir, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants as zlibConstants, gzip} from 'node:zlib';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {company, contactFormDefaults} from '../../src/data/company';
import {serviceRedirects} from '../../src/data/redirects';
import {SECTIONS} from '../../src/lib/sectionRedirects';
import {mainNavigation} from '../../src/data/navigation';
import {serviceLinks} from '../../src/data/serviceLinks';
import {serializeJsonLd, structuredDataForPage} from '../../src/lib/structuredData';
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
  renderNginxSecurityHeaders,
  renderRedirectsFile,
  renderRedirectsSectionFallbacks,
  renderSecurityTxt,
  sectionFallbacks,
  securityHeaders,
} from './hosting';
import {alignFontPreloads, fontUrlsInCss, metaContent, pageTitle, startTags} from './html';
import {renderOgImage, themeForRoute} from './ogImage';

export const PLUGIN_NAME = 'production-assets';

/** Where the generated nginx includes land, inside the build (deploy/nginx includes them). */
export const NGINX_INCLUDE_DIR = '_nginx';

/** Text outputs worth precompressing; smaller files gain nothing. */
const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|map|webmanifest)$/i;
const MIN_COMPRESS_BYTES = 512;

/** BCP 47 tags of the languages in company.languages, for security.txt. */
const LANGUAGE_TAGS: Record<string, string> = {English: 'en', French: 'fr', Ukrainian: 'uk'};

/** The feeds of `feedOptions: {type: 'all'}` (docusaurus.config.ts). */
const BLOG_FEED_PATHS = ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json'];

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    }),
  );
  return nested.flat();
}

/** The route of a built HTML file (trailingSlash false: /about is about.html). */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route === '/' ? '/' : route.replace(/\/$/, '');
}

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

/**
 * Build outputs for real hosting: structured data, Open Graph images, CSP script hashes and the host
 * configuration (nginx includes, `_headers`, `_redirects`), robots.txt, and precompressed
 * `.gz` / `.br` siblings of every text file.
 */
export default function productionAssetsPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir, siteConfig}) {
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const siteHost = new URL(siteUrl).host;
      const formOrigin =
        (siteConfig.customFields?.contactForm as {origin?: string} | undefined)?.origin ?? contactFormDefaults.origin;

      const htmlFiles = (await listFiles(outDir)).filter((file) => file.endsWith('.html'));
      const pages = await Promise.all(
        htmlFiles.map(async (file) => ({
          file,
          route: routeOfHtmlFile(outDir, file),
          html: await readFile(file, 'utf8'),
        })),
      );

      // 0. Font preloads name the hashed file the stylesheet loads, so the font downloads once.
      const cssFiles = (await listFiles(outDir)).filter((file) => file.endsWith('.css'));
      const stylesheetFontUrls = (await Promise.all(cssFiles.map((file) => readFile(file, 'utf8')))).flatMap(
        fontUrlsInCss,
      );
      for (const page of pages) {
        page.html = alignFontPreloads(page.html, stylesheetFontUrls);
      }

      // 1. Structured data (JSON-LD) in the static HTML of each page, derived from its path,
      //    title and description. Not managed by the client (no data-rh), so React leaves it.
      for (const page of pages) {
        const blocks = structuredDataForPage(
          {
            pathname: page.route,
            title: imageTitle(page.html),
            description: metaContent(page.html, 'description'),
            noIndex: /noindex/i.test(metaContent(page.html, 'robots') ?? ''),
          },
          {company, navigation: mainNavigation, services: serviceLinks, siteUrl},
        );
        const scripts = blocks
          .map((block) => `<script type=application/ld+json>${serializeJsonLd(block)}</script>`)
          .join('');
        if (!page.html.includes('</head>')) {
          throw new Error(`${page.file} has no </head>`);
        }
        page.html = page.html.replace('</head>', `${scripts}</head>`);
        await writeFile(page.file, page.html);
      }

      // 2. Open Graph images. Pages whose og:image is the site default (blog posts, case studies)
      //    get their own image too, unless they are noindex.
      const ogDir = path.join(outDir, 'img', 'og');
      await mkdir(ogDir, {recursive: true});
      let images = 0;
      for (const page of pages) {
        if (page.route === '/404') {
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
          theme: themeForRoute(page.route),
          siteHost,
        });
        await writeFile(path.join(outDir, ogImagePath(page.route)), png);
        images += 1;
      }

      // 3. security.txt (RFC 9116) for this build, with an expiry computed from the build date.
      await mkdir(path.join(outDir, '.well-known'), {recursive: true});
      await writeFile(
        path.join(outDir, SECURITY_TXT_PATH),
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

      // 4. Host configuration: security headers with the hashes of the inline scripts in the
      //    final HTML, redirects, the fallbacks of unknown blog and case-study paths (from the
      //    files this build serves) and nginx's error pages.
      const headers = securityHeaders({scriptHashes: inlineScriptHashes(pages.map((page) => page.html)), formOrigin});
      // The blog plugin writes its feeds in its own postBuild, alongside this one: they are named
      // here rather than found on disk, so the rules never depend on which finished first.
      const servedPaths = [
        ...(await listFiles(outDir))
          .filter((file) => !/\.(gz|br)$/.test(file))
          .map((file) => servedPathOfFile(outDir, file)),
        ...BLOG_FEED_PATHS,
      ];
      const fallbacks = sectionFallbacks(SECTIONS, servedPaths);
      const nginxDir = path.join(outDir, NGINX_INCLUDE_DIR);
      await mkdir(path.join(nginxDir, 'errors'), {recursive: true});
      await writeFile(path.join(nginxDir, 'security-headers.conf'), renderNginxSecurityHeaders(headers));
      await writeFile(path.join(nginxDir, 'redirects.conf'), renderNginxRedirects(serviceRedirects));
      await writeFile(path.join(nginxDir, 'section-fallbacks.conf'), renderNginxSectionFallbacks(fallbacks));
      for (const status of Object.keys(ERROR_PAGES).map(Number) as (keyof typeof ERROR_PAGES)[]) {
        await writeFile(path.join(nginxDir, 'errors', `${status}.html`), renderErrorPage(status, company.name));
      }

      const htmlRoutes = pages.map((page) => page.route).sort();
      const headersTemplate = await readFile(path.join(context.siteDir, 'static', '_headers'), 'utf8');
      await writeFile(
        path.join(outDir, '_headers'),
        fillTemplate(headersTemplate, {
          'security-headers': renderHeadersSecurityBlock(headers),
          'html-cache': renderHeadersHtmlBlock([...htmlRoutes, SECURITY_TXT_PATH]),
        }),
      );
      const redirectsTemplate = await readFile(path.join(context.siteDir, 'static', '_redirects'), 'utf8');
      await writeFile(
        path.join(outDir, '_redirects'),
        fillTemplate(redirectsTemplate, {
          'service-redirects': renderRedirectsFile(serviceRedirects),
          'section-fallbacks': renderRedirectsSectionFallbacks(fallbacks),
        }),
      );

      // 5. robots.txt for this build's site URL. Noindex pages stay crawlable so that crawlers
      //    can read their robots meta.
      await writeFile(
        path.join(outDir, 'robots.txt'),
        ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'),
      );

      // 6. Precompressed siblings, last, so they include everything written above. Other
      //    plugins' postBuild (the sitemap) run alongside; by now they have long finished, and
      //    nginx compresses on the fly whatever has no sibling.
      const files = (await listFiles(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}${NGINX_INCLUDE_DIR}${path.sep}`),
      );
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
      if (!existsSync(path.join(outDir, DEFAULT_SOCIAL_IMAGE_PATH))) {
        throw new Error(`${DEFAULT_SOCIAL_IMAGE_PATH} is missing from static/.`);
      }
      logger.info`[${PLUGIN_NAME}] ${images} Open Graph images, ${headers.length} security headers, ${compressed} files precompressed (gzip + brotli).`;
    },
  };
}
