/** The site search index of each language, read from the built pages (src/lib/searchIndex.ts). */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchEntry} from '../../src/lib/search';
import {GRAM_LENGTH, SHORT_KEY_MAX, gramsOf, termFile, textFile, type IndexHead} from '../../src/lib/searchIndex';
import {foldText} from '../../src/lib/searchText';
import {pathWithinLocale} from '../../src/lib/localePath';
import {readContentCollections, type ContentCollections} from '../content-collections';
import {siteDataOf} from '../site-data';
import {parsePage} from './pageText';

export const SEARCH_INDEX_FILE = 'search-index.json';
const SEARCH_INDEX_FOLDER = 'search-index';
/** A term file is closed once it holds this many bytes. */
const TERM_FILE_BYTES = 12_000;
/** Grams whose list is longer are named in the head, so a word is looked up by a shorter one. */
const LARGE_GRAM_BYTES = 8_000;

/** Pages that are never results: the not-found page and the search page itself. */
const EXCLUDED_ROUTES = new Set(['/404', '/search']);

export interface IndexedPage {
  entry: SearchEntry;
  /** The page text, one line per block. */
  text: string;
}

/** The entry of a built page, or null for what is no result (noindex, redirects, the section lists). */
export function toIndexedPage(
  route: string,
  url: string,
  page: ReturnType<typeof parsePage>,
  collections: ContentCollections,
  titles: {site: string; home: string},
): IndexedPage | null {
  if (page.robots.includes('noindex') || page.isRedirect) {
    return null;
  }
  const base = {url, text: page.text};
  if (route.startsWith('/blog/')) {
    const post = collections.posts.find((item) => item.permalink.replace(/\/$/, '') === url);
    return post
      ? {...base, entry: {url, type: 'blog', title: post.title, description: post.excerpt, category: post.category}}
      : null;
  }
  if (route.startsWith('/case-studies/')) {
    const study = collections.caseStudies.find((item) => item.permalink.replace(/\/$/, '') === url);
    return study
      ? {
          ...base,
          entry: {
            url,
            type: 'case-study',
            title: study.title,
            description: study.description,
            category: study.service,
            challenge: study.challenge,
            solution: study.solution,
          },
        }
      : null;
  }
  const suffix = ` | ${titles.site}`;
  const title = route === '/' ? titles.home : page.title.replace(suffix, '').trim();
  const type = route.startsWith('/services/') ? 'service' : 'page';
  return {...base, entry: {url, type, title, description: page.description, category: ''}};
}

/** The whitespace-delimited runs of a folded page text, with how often each occurs. */
function runsOf(text: string): Map<string, number> {
  const runs = new Map<string, number>();
  for (const run of foldText(text).split(' ')) {
    if (run !== '') {
      runs.set(run, (runs.get(run) ?? 0) + 1);
    }
  }
  return runs;
}

/** The head and the files of its folder (name and JSON text); see src/lib/searchIndex.ts. */
export function splitIndex(pages: readonly IndexedPage[]): {head: IndexHead; files: {name: string; json: string}[]} {
  const terms = new Map<string, unknown[]>();
  const push = (key: string, ...values: unknown[]) => {
    const list = terms.get(key);
    if (list) {
      list.push(...values);
    } else {
      terms.set(key, values);
    }
  };
  const postings = new Map<string, number[]>();
  pages.forEach(({text}, position) => {
    const counts = new Map<string, number>();
    for (const [run, times] of runsOf(text)) {
      postings.set(run, [...(postings.get(run) ?? []), position, times]);
      for (let length = 2; length <= SHORT_KEY_MAX; length += 1) {
        for (const key of gramsOf(run, length)) {
          counts.set(key, (counts.get(key) ?? 0) + (run.split(key).length - 1) * times);
        }
      }
    }
    counts.forEach((count, key) => push(key, position, count));
  });
  postings.forEach((list, run) => gramsOf(run).forEach((gram) => push(gram, [run, ...list])));
  const keys: string[] = [];
  const large: Record<string, number> = {};
  const termTexts: string[] = [];
  for (const key of [...terms.keys()].sort()) {
    const part = `${JSON.stringify(key)}:${JSON.stringify(terms.get(key))}`;
    if (key.length === GRAM_LENGTH && part.length > LARGE_GRAM_BYTES) {
      large[key] = part.length;
    }
    const last = termTexts.length - 1;
    if (last >= 0 && termTexts[last]!.length + part.length <= TERM_FILE_BYTES) {
      termTexts[last] += `,${part}`;
    } else {
      keys.push(key);
      termTexts.push(part);
    }
  }
  const files = [
    ...termTexts.map((json, index) => ({name: termFile(index), json: `{${json}}`})),
    ...pages.map(({text}, position) => ({name: textFile(position), json: JSON.stringify(text)})),
  ];
  const hash = createHash('sha256');
  files.forEach(({name, json}) => hash.update(`${name}\0${json}\0`));
  const folder = `${SEARCH_INDEX_FOLDER}/${hash.digest('hex').slice(0, 12)}`;
  return {head: {files: folder, entries: pages.map(({entry}) => entry), keys, large}, files};
}

export default function searchIndexPlugin(context: LoadContext): Plugin<void> {
  let collections: ContentCollections = {posts: [], caseStudies: []};
  let home = '';
  return {
    name: 'search-index',
    allContentLoaded({allContent}) {
      collections = readContentCollections(allContent);
      const homePage = siteDataOf(allContent).navigation.mainNavigation.find((item) => item.path === '/');
      if (!homePage) {
        throw new Error('search-index: the main menu has no home page, whose title names it in results.');
      }
      home = homePage.title;
    },
    /** Reads the built pages of this locale and writes its index to outDir. */
    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const pages: IndexedPage[] = [];
      for (const url of [...new Set(routesPaths.map((route) => route.replace(/\/$/, '') || '/'))].sort()) {
        const route = pathWithinLocale(url, context.baseUrl);
        const name = route === '/' ? 'index' : route.slice(1);
        const file = [`${name}.html`, `${name}/index.html`]
          .map((candidate) => path.join(outDir, candidate))
          .find(existsSync);
        if (EXCLUDED_ROUTES.has(route) || routesBuildMetadata[url]?.noIndex || !file) {
          continue;
        }
        const page = toIndexedPage(route, url, parsePage(await readFile(file, 'utf8')), collections, {
          site: context.siteConfig.title,
          home,
        });
        if (page) {
          pages.push(page);
        }
      }
      const {head, files} = splitIndex(pages);
      await rm(path.join(outDir, SEARCH_INDEX_FOLDER), {recursive: true, force: true});
      await mkdir(path.join(outDir, head.files), {recursive: true});
      await Promise.all(files.map(({name, json}) => writeFile(path.join(outDir, head.files, name), json)));
      await writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(head));
      logger.info(`Search index: ${pages.length} pages, ${files.length} files in ${head.files}.`);
    },
  };
}
