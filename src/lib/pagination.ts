/** One entry of a page list: a page number, or a gap standing for the pages left out. */
export type PageListEntry = number | 'gap';

/** The page numbers to show: first, last, current and its neighbours, with gaps; input is clamped. */
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

/** The address of page `page` of a paginated list, from the address of any of its pages. */
export function listPageAddress(anyPagePermalink: string, page: number): string {
  const first = anyPagePermalink.replace(/\/page\/\d+\/?$/, '').replace(/\/$/, '') || '/';
  return page <= 1 ? first : `${first === '/' ? '' : first}/page/${page}`;
}
