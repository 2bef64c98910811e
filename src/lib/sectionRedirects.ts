/**
 * Unknown or missing slugs of the blog and case studies redirect silently to their list
 * instead of showing an error: the list path for an unknown path under the section, or
 * null when the path is elsewhere.
 */
/** Sections whose unknown paths redirect to their list; the host rules use the same list. */
export const SECTIONS = ['/blog', '/case-studies'] as const;

export type SectionPath = `/${string}`;

/** The sections of one locale: `/fr/blog` for the French site (base URL `/fr/`). */
export function localizedSections(baseUrl: string, sections: readonly SectionPath[] = SECTIONS): SectionPath[] {
  const prefix = baseUrl.replace(/\/+$/, '');
  return sections.map((section) => `${prefix}${section}` as SectionPath);
}

export function sectionRedirectFor(pathname: string, sections: readonly string[] = SECTIONS): string | null {
  const path = pathname.toLowerCase();
  for (const section of sections) {
    if (path.startsWith(`${section}/`)) {
      return section;
    }
  }
  return null;
}

/**
 * The same rule as a tiny script for the not-found page's head. A host without redirect rules
 * answers an unknown slug with 404.html; the script moves on to the list before anything is painted
 * and before the application scripts load, so the visitor never sees the not-found page on the way.
 *
 * Written exactly as the build's HTML minifier (swc) prints it, which leaves it unchanged: the
 * server-rendered copy (hashed into the CSP by the post-build pass) and the copy the head manager
 * writes again after hydration are then the same bytes, so both are allowed by the same hash.
 * tests/output/notFound.test.ts checks the built 404 pages hold this exact text.
 */
export function sectionRedirectScript(sections: readonly string[] = SECTIONS): string {
  return (
    '!function(e,o){for(var a=0;a<e.length;a++)if(0===o.indexOf(e[a]+"/"))return void location.replace(e[a])}' +
    `(${JSON.stringify(sections)},location.pathname.toLowerCase())`
  );
}
