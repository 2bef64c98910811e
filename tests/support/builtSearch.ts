/**
 * The two built search indexes of a locale, queried as the site queries them: the header index
 * (search-index.json) through src/lib/search.ts, and the full-text index of
 * @easyops-cn/docusaurus-search-local through lunr the way its web worker does (the queries of
 * its smartQueries, its order of index types, its sortSearchResults), then grouped by
 * src/lib/fullTextResults.ts as the /search page does, with the header index's page titles for
 * the menu titles the page uses.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {groupFullTextResults, type FullTextHit, type FullTextResult} from '../../src/lib/fullTextResults';
import {
  buildSearchText,
  searchEntries,
  type SearchEntry,
  type SearchEntryType,
  type SearchGroup,
} from '../../src/lib/search';
import {parseSplitHead, searchSplit, textFile, type SplitHead} from '../../src/lib/searchSplit';
import {foldText} from '../../src/lib/searchText';
import {BUILD_DIR} from './routes';

interface LunrQuery {
  term(value: string, options: {presence: number; wildcard: number}): void;
}

interface LunrIndex {
  query(build: (query: LunrQuery) => void): {ref: string}[];
}

interface Lunr {
  Index: {load(serialised: unknown): LunrIndex};
  Query: {presence: {REQUIRED: number}; wildcard: {NONE: number; TRAILING: number}};
  stopWordFilter: (token: string) => string | undefined;
  fr: {stopWordFilter: (token: string) => string | undefined};
}

/** Lunr with the languages of the site, loaded from the search plugin's own copies. */
function loadLunr(): Lunr {
  const fromPlugin = createRequire(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const lunr = fromPlugin('lunr') as Lunr;
  for (const module of ['lunr-languages/lunr.stemmer.support', 'lunr-languages/lunr.fr', 'lunr-languages/lunr.multi']) {
    (fromPlugin(module) as (target: Lunr) => void)(lunr);
  }
  return lunr;
}

let lunrInstance: Lunr | undefined;

interface FullTextDocument {
  i: number;
  t: string;
  u: string;
  p?: number;
}

interface FullTextIndex {
  type: number;
  documents: FullTextDocument[];
  index: LunrIndex;
}

export interface BuiltSearch {
  /** Folder of the locale in build/ ('' or 'fr'). */
  locale: string;
  /** The head of the split index. */
  head: SplitHead;
  /** Folder of the head's shard and text files. */
  folder: string;
  /** Every entry with its page text (the head's entries and their text files): the whole index. */
  entries: SearchEntry[];
  fullText: FullTextIndex[];
  /** Bytes of the two index files, for the size report. */
  files: {header: string; fullText: string};
}

/** The indexes of one locale's build folder. */
export function loadBuiltSearch(locale: '' | 'fr', buildDir = BUILD_DIR): BuiltSearch {
  lunrInstance ??= loadLunr();
  const dir = path.join(buildDir, locale);
  const header = path.join(dir, 'search-index.json');
  const fullTextName = readdirSync(dir).find((name) => /^search-index-[\da-f]+\.json$/.test(name));
  if (!fullTextName) {
    throw new Error(`No full-text index (search-index-<hash>.json) in ${dir}`);
  }
  const fullText = path.join(dir, fullTextName);
  const head = parseSplitHead(JSON.parse(readFileSync(header, 'utf8')));
  if (!head) {
    throw new Error(`Unexpected shape of ${header}`);
  }
  const folder = path.join(dir, head.files);
  const serialised = JSON.parse(readFileSync(fullText, 'utf8')) as {documents: FullTextDocument[]; index: unknown}[];
  return {
    locale,
    head,
    folder,
    entries: head.entries.map(({position, ...entry}) => {
      const content = JSON.parse(readFileSync(path.join(folder, textFile(position)), 'utf8')) as string;
      const whole = content === '' ? entry : {...entry, content};
      return {...whole, searchText: buildSearchText(whole)};
    }),
    fullText: serialised.map(({documents, index}, type) => ({
      type,
      documents,
      index: lunrInstance!.Index.load(index),
    })),
    files: {header, fullText},
  };
}

/** The header panel's groups for a query, best group first, from the whole index. */
export function headerSearch(
  built: BuiltSearch,
  query: string,
  expanded: ReadonlySet<SearchEntryType> = new Set(),
): SearchGroup[] {
  return searchEntries(built.entries, query, expanded);
}

/**
 * The header panel's groups as the site finds them, through the split index's files; `fetched` is
 * told the path of each file the search reads.
 */
export function splitHeaderSearch(
  built: BuiltSearch,
  query: string,
  expanded: ReadonlySet<SearchEntryType> = new Set(),
  fetched: (file: string) => void = () => undefined,
): Promise<SearchGroup[]> {
  return searchSplit(built.head, query, expanded, async (file) => {
    fetched(path.join(built.folder, file));
    return JSON.parse(readFileSync(path.join(built.folder, file), 'utf8')) as unknown;
  });
}

/** The header panel's results in the order a visitor sees them (groups in order). */
export function headerResults(built: BuiltSearch, query: string) {
  return headerSearch(built, query).flatMap((group) => group.results);
}

const RESULT_LIMIT = 50;

interface QueryTerm {
  value: string;
  wildcard: number;
}

/**
 * The queries the plugin's worker runs for the input, in its order (smartQueries with the
 * configured fuzzyMatchingDistance of 0, docusaurus.config.ts): every word required, then the
 * last one with a trailing wildcard (it may be unfinished while typing); the same without stop
 * words when the input has some.
 */
function workerQueries(lunr: Lunr, input: string): QueryTerm[][] {
  const tokens = input.toLowerCase().match(/[^-\s]+/g) ?? [];
  if (tokens.length === 0) {
    return [];
  }
  const terms: string[][] = [tokens];
  const withoutStopWords = tokens.filter((token) => lunr.stopWordFilter(token) && lunr.fr.stopWordFilter(token));
  if (withoutStopWords.length > 0 && withoutStopWords.length < tokens.length) {
    terms.push(withoutStopWords);
  }
  const exact = terms.map((term) => term.map((value) => ({value, wildcard: lunr.Query.wildcard.NONE})));
  const typing = exact.map((term) =>
    term.map((item, index) => (index === term.length - 1 ? {...item, wildcard: lunr.Query.wildcard.TRAILING} : item)),
  );
  return [...exact, ...typing];
}

/** The /search page's results for a query: folded as the page folds it, grouped by page. */
export function fullTextResults(built: BuiltSearch, query: string): FullTextResult[] {
  const lunr = lunrInstance!;
  const hits: (FullTextHit & {index: number})[] = [];
  search: for (const terms of workerQueries(lunr, foldText(query.trim()))) {
    for (const {documents, index, type} of built.fullText) {
      const found = index
        .query((builder) => {
          for (const term of terms) {
            builder.term(term.value, {presence: lunr.Query.presence.REQUIRED, wildcard: term.wildcard});
          }
        })
        .slice(0, RESULT_LIMIT)
        .filter((result) => !hits.some((hit) => hit.document.i.toString() === result.ref))
        .slice(0, RESULT_LIMIT - hits.length);
      for (const result of found) {
        const document = documents.find((item) => item.i.toString() === result.ref)!;
        const page = type === 0 ? false : built.fullText[0].documents.find((item) => item.i === document.p);
        hits.push({document, type, page: page ?? false, index: hits.length});
      }
      if (hits.length >= RESULT_LIMIT) {
        break search;
      }
    }
  }
  // sortSearchResults: a page's headings, passages and description just after its title.
  const pageIndex = (hit: (typeof hits)[number]): number => {
    if (hit.type !== 0 && hit.type !== 3 && hit.page) {
      const found = hits.findIndex((item) => item.document === hit.page);
      return found === -1 ? hit.index : found;
    }
    return hit.index;
  };
  const sorted = [...hits].sort((a, b) => {
    const difference = pageIndex(a) - pageIndex(b);
    if (difference !== 0) {
      return difference;
    }
    return (b.type === 0 ? 1 : 0) - (a.type === 0 ? 1 : 0) || a.index - b.index;
  });
  // The page names the site's menus give (the /search page's titles) are the header index's titles.
  const titles = new Map(built.entries.map((entry) => [entry.url, entry.title]));
  return groupFullTextResults(sorted, (url) => titles.get(url), query);
}
