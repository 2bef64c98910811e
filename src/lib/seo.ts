/** The title rule: " | {company}" unless the title names the company; an empty title is the company. */
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
