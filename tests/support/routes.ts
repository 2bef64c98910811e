/**
 * Every route of the built site, read from the HTML files of the production build, so a new
 * page is swept without anyone adding it here. Includes noindex pages that the sitemap omits.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {listBuildFiles, routeOfHtmlFile} from '../../plugins/lib/buildFiles';
import {EDITOR_PATH} from '../../scripts/postbuild/editor/page';

export const BUILD_DIR = path.resolve(__dirname, '../../build');
/** The nginx includes and error pages of the build, beside it (never published by a static host). */
export const NGINX_DIR = `${BUILD_DIR}-nginx`;

/** Folders without pages: hashed bundles. */
const NOT_PAGE_FOLDERS = new Set(['assets']);
/**
 * The writers' editor (/admin/, written by the post-build pass): a noindex tool page outside the
 * site's templates, checked by tests/e2e/editor.spec.ts, not as one of the site's pages.
 */
const EDITOR_FOLDER = EDITOR_PATH.replaceAll('/', '');

/**
 * The path prefix of each language's site, read from the build: `''` for English at the root,
 * `/fr` for a top-level folder with its own home and not-found page.
 */
export function localePrefixes(): string[] {
  const folders = readdirSync(BUILD_DIR, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !NOT_PAGE_FOLDERS.has(entry.name))
    .filter((entry) => ['index.html', '404.html'].every((file) => existsSync(path.join(BUILD_DIR, entry.name, file))))
    .map((entry) => `/${entry.name}`);
  return ['', ...folders.sort()];
}

/**
 * The path a route is served at: a language's home keeps its slash (`/fr/`), as its canonical
 * link says (the host answers `/fr` with a redirect there); every other route is served as is.
 */
export function servedPath(route: string): string {
  return route !== '/' && localePrefixes().includes(route) ? `${route}/` : route;
}

/** A route within its language's site: `/fr/about` → `/about`, `/fr/` → `/`. */
export function routeInLocale(route: string): string {
  const prefix = localePrefixes().find(
    (candidate) => candidate && (route === candidate || route.startsWith(`${candidate}/`)),
  );
  return prefix ? route.slice(prefix.length) || '/' : route;
}

/** Every page route of the build, in both languages. */
export function builtRoutes(): string[] {
  // Each language's not-found page, and each section's on Cloudflare Pages, is served for unknown
  // paths, not as a page of its own.
  return listBuildFiles(BUILD_DIR, {extension: '.html', skipDirectories: [...NOT_PAGE_FOLDERS, EDITOR_FOLDER]})
    .map((file) => routeOfHtmlFile(BUILD_DIR, file))
    .filter((route) => !/(^|\/)404$/.test(route))
    .sort();
}

/**
 * An unknown address in each language, answered by that language's not-found page (status 404):
 * the sweep loads them like any page, so the not-found page is checked after hydration too.
 */
export function notFoundRoutes(): string[] {
  return localePrefixes().map((prefix) => `${prefix}/no-such-page`);
}

/** The prerendered HTML of a built route. */
export function builtHtml(route: string): string {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  const file = candidates
    .map((candidate) => path.join(BUILD_DIR, candidate))
    .find((candidate) => existsSync(candidate));
  if (!file) {
    throw new Error(`no built HTML for ${route}`);
  }
  return readFileSync(file, 'utf8');
}

/** Redirect pages (a meta refresh) leave at once for their target, which is swept itself. */
export function isRedirectRoute(route: string): boolean {
  return /http-equiv=["']?refresh/i.test(builtHtml(route));
}

/**
 * Pages of the French site (/fr/…). The sweep checks them at one screen size each (layout on
 * phones, where longer French words matter; the rest on desktop), English pages at both.
 */
export function isFrenchRoute(route: string): boolean {
  return route === '/fr' || route.startsWith('/fr/');
}

/**
 * Every address the build serves under /blog/ and /case-studies/ in every language: pages, and
 * other files such as the feeds. The fallback of unknown section paths must leave each alone.
 */
export function servedSectionPaths(): string[] {
  const inSections = (served: string) => /^(\/[a-z]{2})?\/(blog|case-studies)\//.test(served);
  // Section folders of every language: `blog`, `case-studies`, `fr/blog`, `fr/case-studies`.
  const sections = localePrefixes().flatMap((prefix) =>
    ['blog', 'case-studies'].map((section) => path.posix.join(prefix.slice(1), section)),
  );
  return [
    ...builtRoutes().filter(inSections),
    ...sections.flatMap((section) =>
      readdirSync(path.join(BUILD_DIR, section), {recursive: true, encoding: 'utf8'})
        .filter((name) => !/\.(html|gz|br)$/.test(name) && statSync(path.join(BUILD_DIR, section, name)).isFile())
        .map((name) => `/${section}/${name.split(path.sep).join('/')}`),
    ),
  ];
}

/** Unknown addresses under /blog/ and /case-studies/ in every language, each with its list. */
export function unknownSectionPaths(): [path: string, list: string][] {
  return localePrefixes().flatMap((prefix): [string, string][] => [
    [`${prefix}/blog/no-such-post`, `${prefix}/blog`],
    [`${prefix}/blog/tags/no-such-tag`, `${prefix}/blog`],
    [`${prefix}/blog/2025/01/old-style-post`, `${prefix}/blog`],
    [`${prefix}/blog/authors/nobody`, `${prefix}/blog`],
    [`${prefix}/case-studies/no-such-study`, `${prefix}/case-studies`],
  ]);
}

/**
 * unknownSectionPaths() and a mixed-case address in every language: the hosts (nginx and
 * scripts/serve.mjs) match the sections whatever the case of the address.
 */
export function unknownSectionPathsAnyCase(): [path: string, list: string][] {
  return [
    ...unknownSectionPaths(),
    ...localePrefixes().map((prefix): [string, string] => [
      `${prefix}/Case-Studies/No-Such-Study`,
      `${prefix}/case-studies`,
    ]),
  ];
}

/** Served section paths that must be among servedSectionPaths(): a feed, a tag page, French pages. */
export const SECTION_PATH_SAMPLES = [
  '/blog/rss.xml',
  '/blog/tags/security',
  '/fr/blog/rss.xml',
  '/fr/case-studies/cuaet-emergency-support',
];
