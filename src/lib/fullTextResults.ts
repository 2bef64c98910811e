/**
 * The full-text /search page's results, one per page. The lunr index of
 * @easyops-cn/docusaurus-search-local answers with documents: a page's title, each of its
 * headings, its description and its passages, so one page can match several times, and a heading
 * ("Objectives", "Project Details") would otherwise stand as a result's title.
 */

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
  /** The best matching description, passage or heading of the page, if the match was not the title. */
  summary?: string;
}

const TITLE = 0;
const HEADING = 1;
const KEYWORDS = 3;

/** How good a hit is as a snippet: passages and descriptions read as sentences, headings less so. */
function snippetRank(type: number): number {
  if (type === TITLE || type === KEYWORDS) {
    return 0;
  }
  return type === HEADING ? 1 : 2;
}

/**
 * Groups hits by page, in the order of each page's best hit. The title is `titleFor(url)` (the
 * site's name for the page, e.g. a service's menu title) or else the title the index read from
 * the page (a post's or case study's heading 1); the summary is the page's best snippet.
 */
export function groupFullTextResults(
  hits: readonly FullTextHit[],
  titleFor: (url: string) => string | undefined,
): FullTextResult[] {
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
    const rank = snippetRank(type);
    if (rank > entry.rank) {
      entry.rank = rank;
      entry.result.summary = document.t;
    }
  }
  return [...byUrl.values()].map(({result}) => result);
}
