/**
 * Every route of the built site, read from the HTML files of the production build, so a new
 * page is swept without anyone adding it here. Includes noindex pages that the sitemap omits.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {listBuildFiles, routeOfHtmlFile} from '../../plugins/lib/buildFiles';

export const BUILD_DIR = path.resolve(__dirname, '../../build');

/** The path prefix of each language's site: English at the root, French under /fr. */
export const localePrefixes = (): string[] => ['', '/fr'];

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
  // Each language's and each section's not-found page is served for unknown paths, not as a page of its own.
  return listBuildFiles(BUILD_DIR, {extension: '.html'})
    .map((file) => routeOfHtmlFile(BUILD_DIR, file))
    .filter((route) => !route.split('/').includes('assets'))
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
 * One page of each kind: every top-level page (each has its own template), one of each folder at
 * each depth (a service, a post, a tag page, a case study…), in English, or in both languages with
 * `{french: true}`, and the not-found pages. What a host or a browser engine treats alike stands for
 * its kind; the Chromium sweep loads every page.
 */
export function pageKinds({french = false}: {french?: boolean} = {}): string[] {
  const kinds = new Map<string, string>();
  for (const route of builtRoutes().filter((candidate) => !isRedirectRoute(candidate))) {
    if (isFrenchRoute(route) && !french) {
      continue;
    }
    const segments = routeInLocale(route).split('/').filter(Boolean);
    const kind = segments.length > 1 ? `${segments[0]}|${segments.length}` : segments.join('/');
    kinds.set(`${isFrenchRoute(route) ? 'fr' : ''}|${kind}`, servedPath(route));
  }
  return [...kinds.values(), ...notFoundRoutes()];
}
