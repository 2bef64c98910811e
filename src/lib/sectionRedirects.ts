/** Unknown slugs of the blog and case studies go to their list; the host rules use the same list. */
const SECTIONS = ['/blog', '/case-studies'];

/** The sections of one locale: `/fr/blog` for the French site (base URL `/fr/`). */
export function localizedSections(baseUrl: string): string[] {
  return SECTIONS.map((section) => `${baseUrl.replace(/\/+$/, '')}${section}`);
}

/** The list to redirect an unknown path under one of `sections` to, or null when the path is elsewhere. */
export function sectionRedirectFor(pathname: string, sections: readonly string[] = SECTIONS): string | null {
  return sections.find((section) => pathname.toLowerCase().startsWith(`${section}/`)) ?? null;
}

/** Moves `/About` to its lower-case address before paint; minifier-exact, so both copies share a CSP hash. */
export const LOWER_CASE_ADDRESS_SCRIPT =
  '!function(){var o=location.pathname,a=o.toLowerCase();a!==o&&(document.documentElement.style.display="none",location.replace(a+location.search+location.hash))}()';
