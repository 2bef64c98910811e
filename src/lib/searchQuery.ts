/** The query rules the search box needs before the matching code loads, apart to keep first load small. */

/** The matching query follows the typed text after 200 ms, so typing stays smooth. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Shorter queries match nearly everything. */
export const MIN_QUERY_LENGTH = 2;

/** The result panel opens when the trimmed text is longer than 1 character. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= MIN_QUERY_LENGTH;
}

/** The /search page address for a query (the "See all results" entry). */
export function searchPageUrl(query: string): string {
  const trimmed = query.trim();
  return trimmed === '' ? '/search' : `/search?q=${encodeURIComponent(trimmed)}`;
}
