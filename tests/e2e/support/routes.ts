/**
 * Every route of the built site, read from the HTML files of the production build, so a new
 * page is swept without anyone adding it here. Includes noindex pages that the sitemap omits.
 */
import path from 'node:path';
import {listBuildFiles, routeOfHtmlFile} from '../../../plugins/lib/buildFiles';

export const BUILD_DIR = path.resolve(__dirname, '../../../build');

/** Build outputs that are not pages of their own. */
const NOT_PAGES = new Set(['/404']);

export function builtRoutes(): string[] {
  return listBuildFiles(BUILD_DIR, {extension: '.html', skipDirectories: ['assets']})
    .map((file) => routeOfHtmlFile(BUILD_DIR, file))
    .filter((route) => !NOT_PAGES.has(route))
    .sort();
}
