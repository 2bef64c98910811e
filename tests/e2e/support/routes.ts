/**
 * Every route of the built site, read from the HTML files of the production build, so a new
 * page is swept without anyone adding it here. Includes noindex pages that the sitemap omits.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {listBuildFiles, routeOfHtmlFile} from '../../../plugins/lib/buildFiles';

export const BUILD_DIR = path.resolve(__dirname, '../../../build');

/** Build outputs that are not pages of their own. */
const NOT_PAGES = new Set(['/404']);
/** Folders without pages: hashed bundles, and the host configuration (nginx's error pages). */
const NOT_PAGE_FOLDERS = new Set(['assets', '_nginx']);

export function builtRoutes(): string[] {
  return listBuildFiles(BUILD_DIR, {extension: '.html', skipDirectories: [...NOT_PAGE_FOLDERS]})
    .map((file) => routeOfHtmlFile(BUILD_DIR, file))
    .filter((route) => !NOT_PAGES.has(route))
    .sort();
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
