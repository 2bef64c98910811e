import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildSearchText, type SearchEntry, type SearchEntryType} from '../../src/lib/search';
import {isServiceCategoryKey, serviceCategoryLabel} from '../../src/data/serviceCategories';

/** Written to the build root; the header search fetches it on first focus. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** Routes that are never search results (the search page itself, the not-found page). */
const EXCLUDED_ROUTES = new Set(['/404', '/search']);

type FrontMatter = Record<string, unknown>;

/** Front matter of every blog post and doc (case study), by permalink, from any content plugin. */
export function collectFrontMatter(allContent: unknown): Map<string, FrontMatter> {
  const found = new Map<string, FrontMatter>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 8 || typeof value !== 'object' || value === null || seen.has(value)) {
      return;
    }
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.permalink === 'string' && typeof record.frontMatter === 'object' && record.frontMatter !== null) {
      found.set(record.permalink.replace(/\/$/, '') || '/', record.frontMatter as FrontMatter);
    }
    for (const child of Array.isArray(value) ? value : Object.values(record)) {
      visit(child, depth + 1);
    }
  };
  visit(allContent, 0);
  return found;
}

export function classify(route: string): SearchEntryType {
  if (route.startsWith('/blog/')) {
    return 'blog';
  }
  if (route.startsWith('/case-studies/')) {
    return 'case-study';
  }
  if (route.startsWith('/services/')) {
    return 'service';
  }
  return 'page';
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function asStrings(value: unknown): string[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value
    .map((item) => (typeof item === 'string' ? item : asString((item as {label?: unknown} | null)?.label)))
    .filter((item) => item !== '');
}

function categoryLabels(value: unknown): string[] {
  return asStrings(value).map((key) => (isServiceCategoryKey(key) ? serviceCategoryLabel(key) : key));
}

function htmlFileFor(outDir: string, route: string): string | undefined {
  const relative = route === '/' ? 'index' : route.replace(/^\//, '');
  return [path.join(outDir, `${relative}.html`), path.join(outDir, relative, 'index.html')].find((file) =>
    existsSync(file),
  );
}

/** Title without the " | {site}" suffix; the home page is "Home". */
export function cleanTitle(title: string, siteTitle: string, route: string): string {
  if (route === '/') {
    return 'Home';
  }
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title.trim();
}

export interface ParsedPage {
  title: string;
  description: string;
  robots: string;
  isRedirect: boolean;
  text: string;
}

export function parsePage(html: string): ParsedPage {
  const $ = load(html);
  const main = $('main').first().length > 0 ? $('main').first() : $('body');
  main.find('script, style, noscript, svg, nav, button, dialog, [aria-hidden="true"]').remove();
  // Block elements end in a space, so words of adjacent blocks do not run together.
  main.find('p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, div, section, article, blockquote, br').after(' ');
  return {
    title: $('head title').first().text().trim(),
    description: ($('meta[name="description"]').attr('content') ?? '').trim(),
    robots: ($('meta[name="robots"]').attr('content') ?? '').toLowerCase(),
    isRedirect: $('meta[http-equiv="refresh" i]').length > 0,
    text: main
      .text()
      .replace(/[\u200B-\u200D\uFEFF]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/** What the index is built from: the plugin's postBuild props. */
type SearchIndexBuildProps = Pick<
  Parameters<NonNullable<Plugin['postBuild']>>[0],
  'outDir' | 'routesPaths' | 'routesBuildMetadata'
>;

/**
 * The grouped search index: after the build, one entry per indexable page,
 * service, blog post and case study, read from the built HTML (title, meta description, robots,
 * main text) and, for posts and case studies, their front matter (category, tags, challenge,
 * solution). Pages marked noindex, redirects, listing pages generated under /blog and
 * /case-studies (tags, authors), the not-found page and /search are left out.
 *
 * Not a plugin of its own: plugins/production-assets owns the build pipeline, forwards its
 * `allContentLoaded` here and calls `writeIndex` at its place in the postBuild sequence (before
 * the files are precompressed).
 */
export function searchIndexBuilder(context: LoadContext) {
  let frontMatterByPermalink = new Map<string, FrontMatter>();
  return {
    allContentLoaded({allContent}: {allContent: unknown}): void {
      frontMatterByPermalink = collectFrontMatter(allContent);
    },
    async writeIndex({outDir, routesPaths, routesBuildMetadata}: SearchIndexBuildProps): Promise<void> {
      const entries: SearchEntry[] = [];
      const routes = [...new Set(routesPaths.map((route) => route.replace(/\/$/, '') || '/'))].sort();
      for (const route of routes) {
        if (EXCLUDED_ROUTES.has(route) || routesBuildMetadata[route]?.noIndex) {
          continue;
        }
        const file = htmlFileFor(outDir, route);
        if (!file) {
          continue;
        }
        const page = parsePage(await readFile(file, 'utf8'));
        if (page.robots.includes('noindex') || page.isRedirect) {
          continue;
        }
        const type = classify(route);
        const frontMatter = frontMatterByPermalink.get(route);
        if ((type === 'blog' || type === 'case-study') && !frontMatter) {
          continue; // tag, author and pagination lists of a content section
        }
        const fm = frontMatter ?? {};
        const title = asString(fm.title) || cleanTitle(page.title, context.siteConfig.title, route);
        const description = asString(fm.description) || page.description;
        let category = '';
        let tags: string[] = [];
        if (type === 'blog') {
          category = asString(fm.category);
          tags = asStrings(fm.tags);
        } else if (type === 'case-study') {
          const labels = categoryLabels(fm.categories);
          category = asString(fm.service) || labels[0] || '';
          tags = [...new Set([...labels, ...asStrings(fm.tags), ...asStrings(fm.technologies)])];
        } else if (type === 'service') {
          category = 'IT Services';
        }
        const entry: SearchEntry = {
          id: `${type}:${route}`,
          title,
          description,
          url: route,
          type,
          category,
          tags,
          searchText: '',
          content: page.text || undefined,
        };
        if (type === 'case-study') {
          entry.challenge = asString(fm.challenge) || undefined;
          entry.solution = asString(fm.solution) || undefined;
        }
        entry.searchText = buildSearchText(entry);
        entries.push(entry);
      }
      const json = JSON.stringify(entries);
      await writeFile(path.join(outDir, SEARCH_INDEX_FILE), json);
      const counts = entries.reduce<Record<string, number>>((acc, entry) => {
        acc[entry.type] = (acc[entry.type] ?? 0) + 1;
        return acc;
      }, {});
      logger.info(
        `Search index: ${entries.length} entries (${Object.entries(counts)
          .map(([type, count]) => `${count} ${type}`)
          .join(
            ', ',
          )}), ${Buffer.byteLength(json)} bytes, ${gzipSync(json).length} bytes gzip, in ${SEARCH_INDEX_FILE}.`,
      );
    },
  };
}
