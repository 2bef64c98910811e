/**
 * Swizzled (ejected) from theme-classic 3.10.2: the site-wide head tags. Changes: the canonical
 * link, og:url and hreflang alternates start from the page's route (useCanonicalPathname), never
 * from the address as typed (`/About` gives `/about`); the not-found page gets no canonical link
 * and no og:url (and the hreflang alternates come from src/lib/localePath.ts, see
 * AlternateLangHeaders). The theme writes the current address as
 * canonical on every page, so 404.html claimed to be the canonical copy of "/404.html" and an
 * unknown address claimed itself after hydration; a missing page has no canonical address.
 *
 * Couplings to other packages' internals, as in the original, each behind its module in
 * src/internals: `DEFAULT_SEARCH_TAG` from `@docusaurus/theme-common/internal`, and (through
 * useCanonicalPathname) the route table of `@generated/routes`, whose last entry is core's
 * catch-all not-found route (`path: '*'`).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useCanonicalPathname, {useMatchedRoutePath} from '@site/src/hooks/useCanonicalPathname';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@site/src/internals/themeCommonInternal';
import {alternatePagePath} from '@site/src/lib/localePath';
import SearchMetadata from '@theme/SearchMetadata';

// hreflang alternates and Open Graph locales. The theme's `useAlternatePageUtils` turns the
// French home served as `/fr` (no slash, as some hosts do) into `//fr`; alternatePagePath works
// from the path within the locale instead.
function AlternateLangHeaders(): ReactNode {
  const {
    siteConfig: {url: siteUrl, baseUrl},
    i18n: {currentLocale, defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const pathname = useCanonicalPathname();
  const urlIn = (locale: string) => `${siteUrl}${alternatePagePath(pathname, baseUrl, localeConfigs[locale]!.baseUrl)}`;
  const currentHtmlLang = localeConfigs[currentLocale]!.htmlLang;
  // Open Graph wants underscores where BCP 47 has dashes.
  const bcp47ToOpenGraphLocale = (code: string) => code.replace('-', '_');
  return (
    <Head>
      {Object.entries(localeConfigs).map(([locale, {htmlLang}]) => (
        <link key={locale} rel="alternate" href={urlIn(locale)} hrefLang={htmlLang} />
      ))}
      <link rel="alternate" href={urlIn(defaultLocale)} hrefLang="x-default" />
      <meta property="og:locale" content={bcp47ToOpenGraphLocale(currentHtmlLang)} />
      {Object.values(localeConfigs)
        .filter((config) => currentHtmlLang !== config.htmlLang)
        .map((config) => (
          <meta
            key={`meta-og-${config.htmlLang}`}
            property="og:locale:alternate"
            content={bcp47ToOpenGraphLocale(config.htmlLang)}
          />
        ))}
    </Head>
  );
}

/** The theme's `applyTrailingSlash`: the site's trailing-slash setting, never on the base URL. */
function withTrailingSlashRule(path: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash === undefined || path === baseUrl || path.includes('#') || path.includes('?')) {
    return path;
  }
  const bare = path.replace(/\/+$/, '');
  return trailingSlash ? `${bare}/` : bare;
}

// The page's own address as canonical and og:url (as in the theme).
function CanonicalUrlHeaders(): ReactNode {
  const {
    siteConfig: {url: siteUrl, baseUrl, trailingSlash},
  } = useDocusaurusContext();
  const pathname = useCanonicalPathname();
  const canonicalUrl = siteUrl + withTrailingSlashRule(useBaseUrl(pathname), trailingSlash, baseUrl);
  return (
    <Head>
      <meta property="og:url" content={canonicalUrl} />
      <link rel="canonical" href={canonicalUrl} />
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  // Only core's catch-all route (the not-found page) matches.
  const isNotFound = useMatchedRoutePath() === null;
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class goes on during server rendering, for pages without scripts. */}
        <body />
      </Head>

      {defaultImage && <PageMetadata image={defaultImage} />}

      {!isNotFound && <CanonicalUrlHeaders />}

      <AlternateLangHeaders />

      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />

      {/* A separate Head, so these site-wide tags override the defaults above instead of
          appearing twice. */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
