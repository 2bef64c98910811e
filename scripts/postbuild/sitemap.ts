/**
 * One sitemap for the whole site. The sitemap plugin writes one per locale (build/sitemap.xml,
 * build/fr/sitemap.xml); the post-build pass then writes one root sitemap of every page of every
 * locale, each with its language alternates and `x-default` (the English page), so search
 * engines pair the translations. robots.txt names the root sitemap.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LocaleSite} from '../../plugins/lib/locale';
import {pathWithinLocale} from '../../src/lib/localePath';

/** The `<loc>` addresses of a sitemap. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.trim());
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The merged sitemap. `pagesByLocale` holds each locale's page URLs (absolute); a page's
 * alternates are the pages of the other locales with the same path after their base URL.
 */
export function renderLocaleSitemap(
  pagesByLocale: readonly {site: LocaleSite; urls: readonly string[]}[],
  siteUrl: string,
): string {
  const origin = siteUrl.replace(/\/+$/, '');
  // "/about" for https://…/about and https://…/fr/about alike; "/" for the homes.
  const pathInLocale = (url: string, site: LocaleSite): string =>
    pathWithinLocale(url.startsWith(origin) ? url.slice(origin.length) || '/' : url, site.baseUrl);
  const byPath = new Map<string, Map<string, string>>();
  for (const {site, urls} of pagesByLocale) {
    for (const url of urls) {
      const key = pathInLocale(url, site).replace(/\/+$/, '') || '/';
      const entry = byPath.get(key) ?? new Map<string, string>();
      entry.set(site.htmlLang, url);
      byPath.set(key, entry);
    }
  }
  const defaultLang = pagesByLocale[0]?.site.htmlLang;
  const urls = pagesByLocale.flatMap(({site, urls: locs}) =>
    locs.map((url) => {
      const alternates = byPath.get(pathInLocale(url, site).replace(/\/+$/, '') || '/')!;
      const links =
        alternates.size > 1
          ? [
              ...[...alternates].map(
                ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
              ),
              ...(defaultLang && alternates.has(defaultLang)
                ? [
                    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(alternates.get(defaultLang)!)}"/>`,
                  ]
                : []),
            ]
          : [];
      return `<url><loc>${escapeXml(url)}</loc>${links.join('')}</url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The locale whose base URL is the longest prefix of the page's path. */
function localeOfUrl(url: string, sites: readonly LocaleSite[], siteUrl: string): LocaleSite | undefined {
  const origin = siteUrl.replace(/\/+$/, '');
  const pathname = url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
  return [...sites]
    .sort((a, b) => b.baseUrl.length - a.baseUrl.length)
    .find((site) => `${pathname}/`.startsWith(site.baseUrl));
}

/** Rewrites the root sitemap.xml from every locale's sitemap; returns its path. */
export async function mergeLocaleSitemaps(
  siteRoot: string,
  sites: readonly LocaleSite[],
  siteUrl: string,
): Promise<string> {
  const pagesByLocale = await Promise.all(
    sites.map(async (site) => {
      const file = path.join(siteRoot, ...site.baseUrl.split('/').filter(Boolean), 'sitemap.xml');
      const urls = existsSync(file) ? sitemapLocations(await readFile(file, 'utf8')) : [];
      // The root sitemap may already be a merged one (a second run): keep this locale's pages.
      return {site, urls: urls.filter((url) => localeOfUrl(url, sites, siteUrl) === site)};
    }),
  );
  const target = path.join(siteRoot, 'sitemap.xml');
  await writeFile(target, renderLocaleSitemap(pagesByLocale, siteUrl));
  return target;
}
