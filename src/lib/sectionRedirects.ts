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
 */
export function sectionRedirectScript(sections: readonly string[] = SECTIONS): string {
  return (
    `(function(s,p){for(var i=0;i<s.length;i++)if(p.indexOf(s[i]+"/")===0){location.replace(s[i]);return}})` +
    `(${JSON.stringify(sections)},location.pathname.toLowerCase())`
  );
}
