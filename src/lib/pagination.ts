/** One entry of a page list: a page number, or a gap standing for the pages left out. */
export type PageListEntry = number | 'gap';

/**
 * The page numbers a list's pagination shows: the first and last pages, the current one and
 * its neighbours, with a gap for each run of pages left out; every page when there are at most
 * seven. Out-of-range input is clamped, so a bad value still gives a usable list.
 */
export function pageList(current: number, total: number): PageListEntry[] {
  const last = Math.max(1, Math.floor(total) || 1);
  const page = Math.min(last, Math.max(1, Math.floor(current) || 1));
  if (last <= 7) {
    return Array.from({length: last}, (_, i) => i + 1);
  }
  const shown = [...new Set([1, page - 1, page, page + 1, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);
  const entries: PageListEntry[] = [];
  for (const n of shown) {
    const previous = entries.at(-1);
    if (typeof previous === 'number' && n - previous === 2) {
      entries.push(previous + 1);
    } else if (typeof previous === 'number' && n - previous > 2) {
      entries.push('gap');
    }
    entries.push(n);
  }
  return entries;
}

/**
 * The address of page `page` of a paginated list, from the address of any of its pages (the blog
 * plugin's `/blog`, `/blog/page/2`, `/fr/blog/tags/x/page/3`): the first page has no suffix.
 */
export function listPageAddress(anyPagePermalink: string, page: number): string {
  const first = anyPagePermalink.replace(/\/page\/\d+\/?$/, '').replace(/\/$/, '') || '/';
  return page <= 1 ? first : `${first === '/' ? '' : first}/page/${page}`;
}
