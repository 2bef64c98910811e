/**
 * Every route of the built site, read from the HTML files of the production build, so a new
 * page is swept without anyone adding it here. Includes noindex pages that the sitemap omits.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = path.resolve(__dirname, '../../../build');

/** Build outputs that are not pages of their own. */
const NOT_PAGES = new Set(['/404']);
/** Folders without pages: hashed bundles, and the host configuration (nginx's error pages). */
const NOT_PAGE_FOLDERS = new Set(['assets', '_nginx']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return NOT_PAGE_FOLDERS.has(name) ? [] : walk(full);
    }
    return name.endsWith('.html') ? [full] : [];
  });
}

export function builtRoutes(): string[] {
  return walk(BUILD_DIR)
    .map((file) => {
      const relative = path.relative(BUILD_DIR, file).split(path.sep).join('/');
      const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return route === '/' ? '/' : route.replace(/\/$/, '');
    })
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
