/**
 * Unknown or missing slugs of the blog and case studies redirect silently to their list instead
 * of showing an error; the host rules (scripts/postbuild) use the same list.
 */
const SECTIONS = ['/blog', '/case-studies'];

/** The sections of one locale: `/fr/blog` for the French site (base URL `/fr/`). */
export function localizedSections(baseUrl: string): string[] {
  return SECTIONS.map((section) => `${baseUrl.replace(/\/+$/, '')}${section}`);
}

/** The list to redirect an unknown path under one of `sections` to, or null when the path is elsewhere. */
export function sectionRedirectFor(pathname: string, sections: readonly string[] = SECTIONS): string | null {
  return sections.find((section) => pathname.toLowerCase().startsWith(`${section}/`)) ?? null;
}

/**
 * The not-found page's first script, in its head: pages have lower-case addresses, and the host
 * matches them exactly, so an address in another case (`/About`, `/FR/Contact`) gets the
 * not-found page with status 404. This moves on to the lower-case address (a percent-escape in
 * either case means the same) before the page is painted, hidden meanwhile, also while the
 * application scripts load; an address that is unknown in any case then shows the not-found page.
 *
 * Written exactly as the build's HTML minifier (swc) prints it, which leaves it unchanged: the
 * server-rendered copy (hashed into the CSP by the post-build pass) and the copy the head manager
 * writes again after hydration are then the same bytes, allowed by the same hash.
 */
export const LOWER_CASE_ADDRESS_SCRIPT =
  '!function(){var o=location.pathname,a=o.toLowerCase();a!==o&&(document.documentElement.style.display="none",location.replace(a+location.search+location.hash))}()';
