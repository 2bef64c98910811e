/** The post-build pass: what must see both languages runs here once; it writes files, never changes a page. */
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import {company, contactFormDefaults} from '../../src/data/company';
import {serviceRedirects} from '../../src/data/redirects';
import type {AnalyticsConfig} from '../../src/lib/analytics';
import {localizedSections} from '../../src/lib/sectionRedirects';
import {listBuildFiles} from '../../plugins/lib/buildFiles';
import {localeSites, localizedRoute} from '../../plugins/lib/locale';
import {
  SECURITY_TXT_PATH,
  inlineScriptHashes,
  renderHeadersFile,
  renderRedirectsFile,
  renderSecurityTxt,
  sectionFallbackPage,
  securityHeaders,
} from './hostFiles';

export async function postBuild({
  outDir,
  siteConfig,
  now = new Date(),
}: {
  outDir: string;
  siteConfig: Pick<DocusaurusConfig, 'url' | 'i18n' | 'customFields'>;
  now?: Date;
}): Promise<{headers: number}> {
  const sites = localeSites(siteConfig.i18n);
  const folderOf = (baseUrl: string, ...names: string[]) =>
    path.join(outDir, ...baseUrl.split('/').filter(Boolean), ...names);
  const missing = sites.filter((site) => !existsSync(folderOf(site.baseUrl, 'index.html')));
  if (missing.length > 0) {
    throw new Error(
      `${missing.map((site) => site.baseUrl).join(', ')} missing from ${outDir}: the host files cover every ` +
        'language, so they need a build of all of them (npm run build, without --locale).',
    );
  }
  const siteUrl = siteConfig.url.replace(/\/+$/, '');

  // 1. Before the pages are hashed: the fallback pages are pages too.
  for (const site of sites) {
    for (const section of localizedSections(site.baseUrl)) {
      const list = await readFile(path.join(outDir, `${section}.html`), 'utf8');
      await writeFile(path.join(outDir, section, '404.html'), sectionFallbackPage(list, section));
    }
  }

  // 2. Host files, at the root: they cover every language.
  const pages = await Promise.all(listBuildFiles(outDir, {extension: '.html'}).map((file) => readFile(file, 'utf8')));
  const customFields = siteConfig.customFields as
    {contactForm?: {origin?: string}; analytics?: AnalyticsConfig | null} | undefined;
  const headers = securityHeaders({
    scriptHashes: inlineScriptHashes(pages),
    formOrigin: customFields?.contactForm?.origin ?? contactFormDefaults.origin,
    analyticsOrigin: customFields?.analytics?.endpoint,
  });
  const baseUrls = sites.map((site) => site.baseUrl);
  await writeFile(path.join(outDir, '_headers'), renderHeadersFile(headers, baseUrls));
  await writeFile(
    path.join(outDir, '_redirects'),
    renderRedirectsFile(
      baseUrls.flatMap((baseUrl) =>
        serviceRedirects.map(({from, to}) => ({
          from: localizedRoute({baseUrl}, from),
          to: localizedRoute({baseUrl}, to),
        })),
      ),
    ),
  );

  // 3. robots.txt (noindex pages stay crawlable, so crawlers read their robots meta) and security.txt.
  await writeFile(
    path.join(outDir, 'robots.txt'),
    ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'),
  );
  await mkdir(path.join(outDir, '.well-known'), {recursive: true});
  await writeFile(
    path.join(outDir, SECURITY_TXT_PATH),
    renderSecurityTxt({
      email: company.securityEmail,
      siteUrl,
      languages: company.languages.map((language) => language.id),
      now,
    }),
  );

  // 4. One sitemap for every language (hreflang links in each page's head pair the translations).
  const locations = new Set<string>();
  for (const site of sites) {
    const sitemap = await readFile(folderOf(site.baseUrl, 'sitemap.xml'), 'utf8');
    sitemap.match(/<loc>[^<]+<\/loc>/g)?.forEach((loc) => locations.add(loc));
  }
  await writeFile(
    path.join(outDir, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...[...locations].map((loc) => `<url>${loc}</url>`),
      '</urlset>',
      '',
    ].join('\n'),
  );
  return {headers: headers.length};
}
