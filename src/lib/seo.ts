/**
 * The site's title rule: suffix " | {company}" unless the title already contains the company
 * name. An empty title gives the company name alone.
 */
export function formatPageTitle(title: string | undefined, companyName: string): string {
  const trimmed = (title ?? '').trim();
  if (trimmed === '') {
    return companyName;
  }
  if (trimmed.toLowerCase().includes(companyName.toLowerCase())) {
    return trimmed;
  }
  return `${trimmed} | ${companyName}`;
}

/** Absolute URL for a site path or an already absolute URL. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) {
    return pathOrUrl;
  }
  const base = siteUrl.replace(/\/+$/, '');
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${base}${path}`;
}

export function robotsContent(noIndex: boolean): string {
  return noIndex ? 'noindex, nofollow' : 'index, follow';
}
