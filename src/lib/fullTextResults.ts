/**
 * The full-text /search page's results, one per page. The lunr index of
 * @easyops-cn/docusaurus-search-local answers with documents: a page's title, each of its
 * headings, its description and its passages, so one page can match several times, and a heading
 * ("Objectives", "Project Details") would otherwise stand as a result's title. Each result shows a
 * snippet around the first match in its best passage.
 */
import {buildSnippet, findWordMatches, queryWords} from './searchText';

/** The fields of a search-local result this page reads (see src/types/search-local.d.ts). */
export interface FullTextHit {
  document: {i: number; t: string; u: string; s?: string};
  /** 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
  type: number;
  page?: {t: string} | false;
}

export interface FullTextResult {
  /** The page's address, without a section hash. */
  url: string;
  /** The page's own title, never a heading inside it. */
  title: string;
  /**
   * About 150 characters of the best matching description, passage or heading of the page,
   * around the first match, if the match was not the title.
   */
  summary?: string;
}

const TITLE = 0;
const HEADING = 1;
const KEYWORDS = 3;

/**
 * How good a hit is as a snippet: one that shows a query word before one the index matched by
 * another form of it; passages and descriptions, which read as sentences, before headings.
 * Titles and keywords are never snippets.
 */
function snippetRank(type: number, text: string, words: readonly string[]): number {
  if (type === TITLE || type === KEYWORDS) {
    return 0;
  }
  const shows = findWordMatches(text, words, true).length > 0 ? 2 : 0;
  return shows + (type === HEADING ? 1 : 2);
}

/**
 * Groups hits by page, in the order of each page's best hit, pages named by the query first. The title is `titleFor(url)` (the
 * site's name for the page, e.g. a service's menu title) or else the title the index read from
 * the page (a post's or case study's heading 1); the summary is a snippet of the page's best
 * passage around the first word of `query` found in it.
 */
export function groupFullTextResults(
  hits: readonly FullTextHit[],
  titleFor: (url: string) => string | undefined,
  query: string,
): FullTextResult[] {
  const words = queryWords(query);
  const byUrl = new Map<string, {result: FullTextResult; rank: number}>();
  for (const {document, type, page} of hits) {
    const url = document.u;
    const indexedTitle = type === TITLE ? document.t : page ? page.t : undefined;
    let entry = byUrl.get(url);
    if (!entry) {
      entry = {result: {url, title: titleFor(url) ?? indexedTitle ?? url}, rank: 0};
      byUrl.set(url, entry);
    } else if (titleFor(url) === undefined && indexedTitle && entry.result.title === url) {
      entry.result.title = indexedTitle;
    }
    const rank = snippetRank(type, document.t, words);
    if (rank > entry.rank) {
      entry.rank = rank;
      entry.result.summary = document.t;
    }
  }
  // A snippet that shows no query word would not say why the page is listed: none then.
  const results = [...byUrl.values()].map(({result: {summary, ...result}}) => {
    const snippet = summary === undefined ? undefined : buildSnippet(summary, words, true);
    return snippet?.hasMatch ? {...result, summary: snippet.text} : result;
  });
  // A page whose name holds a query word is the page the query names: first, as in the header
  // panel. The sort is stable, so the index's order holds otherwise.
  const named = (result: FullTextResult) => (findWordMatches(result.title, words).length > 0 ? 0 : 1);
  return results.sort((a, b) => named(a) - named(b));
}
