import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, RouteBuildMetadata} from '@docusaurus/types';
import {buildSearchText, type SearchEntry, type SearchEntryType, type StoredSearchEntry} from '../../src/lib/search';
import {pathWithinLocale} from '../../src/lib/localePath';
import {serviceCategoryLabel, type ServiceCategory} from '../../src/lib/serviceCategoryLabel';
import type {PostSummary} from '../../src/lib/blogPosts';
import {readContentCollections, type CaseStudyDocument, type ContentCollections} from '../content-collections';
import {englishSiteData, siteDataOf, type SiteDataContent} from '../site-data';
import {serviceSummariesOf} from '../service-pages';
import {parsePage, type ParsedPage} from './pageText';
import {adjustFullTextIndex} from './fullTextIndex';
import {splitSearchIndex} from './splitIndex';

export {parsePage} from './pageText';
export type {ParsedPage} from './pageText';

/**
 * Written to the build root: the head of the split index, which the header search fetches on
 * first focus; the term shards and page texts go to a folder of the same name (splitIndex.ts).
 */
export const SEARCH_INDEX_FILE = 'search-index.json';
const SEARCH_INDEX_FOLDER = 'search-index';

/** Routes that are never search results (the search page itself, the not-found page). */
const EXCLUDED_ROUTES = new Set(['/404', '/search']);

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

/**
 * Words the index holds, in the language of the build: the titles of the home page and of the
 * IT Services page in the site menu, and the service categories (from plugins/site-data).
 */
export interface SearchIndexLabels {
  /** Title of the home page. */
  home: string;
  /** Category of the service pages. */
  itServices: string;
  /** The service categories, whose labels tag the case studies: the service summaries. */
  serviceCategories: readonly ServiceCategory[];
}

export function searchIndexLabels(
  siteData: SiteDataContent,
  serviceCategories: readonly ServiceCategory[],
): SearchIndexLabels {
  const titleOf = (pagePath: string): string => {
    const page = siteData.navigation.mainNavigation.find((item) => item.path === pagePath);
    if (!page) {
      throw new Error(`search-index: the main menu has no ${pagePath}.`);
    }
    return page.title;
  };
  return {
    home: titleOf('/'),
    itServices: titleOf('/services'),
    serviceCategories,
  };
}

/** English page labels, for a page that is not a case study (whose categories need the summaries). */
const ENGLISH_LABELS = searchIndexLabels(englishSiteData(), []);

/** "/about/" → "/about"; the root stays "/". */
function normaliseRoute(route: string): string {
  return route.replace(/\/$/, '') || '/';
}

function htmlFileFor(outDir: string, route: string): string | undefined {
  const relative = route === '/' ? 'index' : route.replace(/^\//, '');
  return [path.join(outDir, `${relative}.html`), path.join(outDir, relative, 'index.html')].find((file) =>
    existsSync(file),
  );
}

/** Title without the " | {site}" suffix; the home page is `homeTitle` ("Home"). */
export function cleanTitle(title: string, siteTitle: string, route: string, homeTitle = ENGLISH_LABELS.home): string {
  if (route === '/') {
    return homeTitle;
  }
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title.trim();
}

/** Posts and case studies by their route, for looking up the data of a built page. */
export interface CollectionsByRoute {
  posts: Map<string, PostSummary>;
  caseStudies: Map<string, CaseStudyDocument>;
}

export function collectionsByRoute(collections: ContentCollections): CollectionsByRoute {
  return {
    posts: new Map(collections.posts.map((post) => [normaliseRoute(post.permalink), post])),
    caseStudies: new Map(collections.caseStudies.map((study) => [normaliseRoute(study.permalink), study])),
  };
}

/**
 * The index entry of one built page, or null when the page is not a search result: pages
 * marked noindex, redirects, and pages under /blog and /case-studies that are not a post or a
 * study (tag, author and pagination lists). Posts and case studies take their title,
 * description, category and tags from their checked front matter; other pages from the HTML.
 */
export function toSearchEntry(
  route: string,
  page: ParsedPage,
  siteTitle: string,
  collections: CollectionsByRoute,
  /** The page's address with its locale prefix (`/fr/about`); `route` is the path within the locale. */
  url: string = route,
  labels: SearchIndexLabels = ENGLISH_LABELS,
): SearchEntry | null {
  if (page.robots.includes('noindex') || page.isRedirect) {
    return null;
  }
  const type = classify(route);
  const base = {
    id: `${type}:${url}`,
    url,
    type,
    searchText: '',
    content: page.text || undefined,
  };
  let entry: SearchEntry;
  if (type === 'blog') {
    const post = collections.posts.get(url);
    if (!post) {
      return null;
    }
    entry = {...base, title: post.title, description: post.excerpt, category: post.category, tags: post.tags};
  } else if (type === 'case-study') {
    const study = collections.caseStudies.get(url);
    if (!study) {
      return null;
    }
    const fm = study.frontMatter;
    const categoryLabels = fm.categories.map((key) => serviceCategoryLabel(labels.serviceCategories, key));
    entry = {
      ...base,
      title: fm.title,
      description: fm.description,
      category: fm.service,
      tags: [...new Set([...categoryLabels, ...fm.technologies])],
      challenge: fm.challenge,
      solution: fm.solution,
    };
  } else {
    entry = {
      ...base,
      title: cleanTitle(page.title, siteTitle, route, labels.home),
      description: page.description,
      category: type === 'service' ? labels.itServices : '',
      tags: [],
    };
  }
  entry.searchText = buildSearchText(entry);
  return entry;
}

export interface SearchIndexInput {
  /** The build directory holding the prerendered pages. */
  outDir: string;
  routesPaths: readonly string[];
  routesBuildMetadata: {readonly [route: string]: RouteBuildMetadata};
  siteTitle: string;
  collections: ContentCollections;
  /** Base URL of the locale being built: `/` or `/fr/`. Routes carry it; files in outDir do not. */
  baseUrl?: string;
  /** Interface words in the language of the build; English page titles by default (a case study needs the build's labels). */
  labels?: SearchIndexLabels;
}

/**
 * The grouped search index: one entry per indexable page, service, blog post and case study,
 * read from the built HTML (title, meta description, robots, content text) and the content
 * collections. Reads the build, writes nothing; the not-found page and /search are left out.
 */
export async function buildSearchIndex({
  outDir,
  routesPaths,
  routesBuildMetadata,
  siteTitle,
  collections,
  baseUrl = '/',
  labels = ENGLISH_LABELS,
}: SearchIndexInput): Promise<SearchEntry[]> {
  const byRoute = collectionsByRoute(collections);
  const entries: SearchEntry[] = [];
  const routes = [...new Set(routesPaths.map(normaliseRoute))].sort();
  for (const route of routes) {
    // The page's path within its locale ("/fr/about" → "/about") names its file in outDir.
    const sitePath = pathWithinLocale(route, baseUrl);
    if (EXCLUDED_ROUTES.has(sitePath) || routesBuildMetadata[route]?.noIndex) {
      continue;
    }
    const file = htmlFileFor(outDir, sitePath);
    if (!file) {
      continue;
    }
    const entry = toSearchEntry(sitePath, parsePage(await readFile(file, 'utf8')), siteTitle, byRoute, route, labels);
    if (entry) {
      entries.push(entry);
    }
  }
  return entries;
}

/**
 * Writes the split index to the build root (the head, and its folder of term shards and page
 * texts), without the search texts, and logs its size.
 */
export async function writeSearchIndex(outDir: string, entries: readonly SearchEntry[]): Promise<string> {
  // The reader derives the search text from the other fields.
  const stored: StoredSearchEntry[] = entries.map(({searchText: _derived, ...entry}) => entry);
  const {head, files} = splitSearchIndex(stored, SEARCH_INDEX_FOLDER);
  const json = JSON.stringify(head);
  const file = path.join(outDir, SEARCH_INDEX_FILE);
  const folder = path.join(outDir, head.files);
  await rm(path.join(outDir, SEARCH_INDEX_FOLDER), {recursive: true, force: true});
  await mkdir(folder, {recursive: true});
  for (const {name, json: text} of files) {
    await writeFile(path.join(folder, name), text);
  }
  await writeFile(file, json);
  const counts = entries.reduce<Record<string, number>>((acc, entry) => {
    acc[entry.type] = (acc[entry.type] ?? 0) + 1;
    return acc;
  }, {});
  const summary = Object.entries(counts)
    .map(([type, count]) => `${count} ${type}`)
    .join(', ');
  const folderBytes = files.reduce((total, {json: text}) => total + Buffer.byteLength(text), 0);
  logger.info(
    `Search index: ${entries.length} entries (${summary}); head ${Buffer.byteLength(json)} bytes, ${gzipSync(json).length} bytes gzip, in ${SEARCH_INDEX_FILE}; ${files.length} shard and text files, ${folderBytes} bytes, in ${head.files}.`,
  );
  return file;
}

export const PLUGIN_NAME = 'search-index';

/**
 * The grouped index of the header search: one entry per indexable page, read from the built
 * HTML (pageText.ts) with the posts' and case studies' front matter (the same typed reader as
 * plugins/content-collections). Its `postBuild` reads the build and writes
 * `search-index.json` only. Loading it also makes the full-text index of /search keep blocks apart
 * and fold accents (fullTextIndex.ts).
 */
export default function searchIndexPlugin(context: LoadContext): Plugin<void> {
  // The full-text index is built later in the same process, by code this adjusts now.
  adjustFullTextIndex();
  let collections: ContentCollections = {posts: [], caseStudies: []};
  let labels: SearchIndexLabels = ENGLISH_LABELS;
  return {
    name: PLUGIN_NAME,
    allContentLoaded({allContent}) {
      collections = readContentCollections(allContent);
      labels = searchIndexLabels(siteDataOf(allContent), serviceSummariesOf(allContent, context.i18n.currentLocale));
    },
    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const entries = await buildSearchIndex({
        outDir,
        routesPaths,
        routesBuildMetadata,
        siteTitle: context.siteConfig.title,
        collections,
        baseUrl: context.baseUrl,
        labels,
      });
      await writeSearchIndex(outDir, entries);
    },
  };
}
