/**
 * Unknown or missing slugs of the blog and case studies redirect silently to their list
 * (spec 2.11, 2.12, error catalogue): the list path for an unknown path under the section, or
 * null when the path is elsewhere.
 */
/** Sections whose unknown paths redirect to their list; the host rules use the same list. */
export const SECTIONS = ['/blog', '/case-studies'] as const;

export function sectionRedirectFor(pathname: string): string | null {
  const path = pathname.toLowerCase();
  for (const section of SECTIONS) {
    if (path.startsWith(`${section}/`)) {
      return section;
    }
  }
  return null;
}
