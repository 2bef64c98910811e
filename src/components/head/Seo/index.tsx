import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useCanonicalPathname from '@site/src/hooks/useCanonicalPathname';
import JsonLd from '@site/src/components/head/JsonLd';
import {company, defaultPageMeta, openingHours} from '@site/src/internals/siteData/company';
import {mainNavigation} from '@site/src/internals/siteData/navigation';
import {serviceNames} from '@site/src/internals/serviceNames';
import {pathWithinLocale} from '@site/src/lib/localePath';
import {absoluteUrl, formatPageTitle, robotsContent} from '@site/src/lib/seo';
import {DEFAULT_SOCIAL_IMAGE_PATH, ogImagePath} from '@site/src/lib/ogImage';
import {structuredDataForPage} from '@site/src/lib/structuredData';

export interface SeoProps {
  title?: string;
  description: string;
  keywords?: readonly string[];
  noIndex?: boolean;
  /** A 1200x630 image; defaults to the one generated for the route (noindex pages: the site's). */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  children?: ReactNode;
}

/**
 * Page metadata and structured data; the canonical URL, og:url and og:locale come from
 * theme-classic's SiteMetadata.
 */
export default function Seo({
  title,
  description,
  keywords,
  noIndex = false,
  image,
  imageAlt,
  type = 'website',
  children,
}: SeoProps): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const fullTitle = formatPageTitle(title, company.name);
  const pathname = useCanonicalPathname();
  const imageUrl = absoluteUrl(siteConfig.url, image ?? (noIndex ? DEFAULT_SOCIAL_IMAGE_PATH : ogImagePath(pathname)));
  const suffix = ` | ${company.name}`;
  const {baseUrl, htmlLang} = i18n.localeConfigs[i18n.currentLocale]!;
  const structuredData = structuredDataForPage(
    {
      pathname: pathWithinLocale(pathname, baseUrl),
      // The last breadcrumb's name: the title without the " | Company" suffix.
      title: fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle,
      description,
      noIndex,
    },
    {
      company,
      openingHours,
      navigation: mainNavigation,
      services: serviceNames,
      siteUrl: siteConfig.url,
      locale: {baseUrl, htmlLang},
    },
  );
  return (
    <>
      <Head>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        <meta
          name="keywords"
          content={keywords && keywords.length > 0 ? keywords.join(', ') : defaultPageMeta.keywords}
        />
        <meta name="robots" content={robotsContent(noIndex)} />
        <meta property="og:type" content={type} />
        <meta property="og:site_name" content={company.name} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={imageAlt ?? fullTitle} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={imageUrl} />
        <meta name="twitter:image:alt" content={imageAlt ?? fullTitle} />
        {children}
      </Head>
      {structuredData.map((block, index) => (
        <JsonLd key={index} data={block} />
      ))}
    </>
  );
}
