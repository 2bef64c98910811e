/**
 * The page's structured data (JSON-LD): the organisation on every page, a breadcrumb trail on
 * nested pages and a Service on service pages (src/lib/structuredData.ts), rendered into the
 * head with the page, so the prerendered HTML is final.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useCanonicalPathname from '@site/src/hooks/useCanonicalPathname';
import JsonLd from '@site/src/components/head/JsonLd';
import {company, openingHours} from '@site/src/internals/siteData/company';
import {mainNavigation} from '@site/src/internals/siteData/navigation';
import {serviceNames} from '@site/src/internals/serviceNames';
import {pathWithinLocale} from '@site/src/lib/localePath';
import {structuredDataForPage} from '@site/src/lib/structuredData';

export interface StructuredDataProps {
  /** The page title without the " | Company" suffix (the last breadcrumb's name). */
  title?: string;
  /** The page's meta description (a service's description). */
  description?: string;
  /** Noindex pages get no breadcrumb trail: their parents are not pages. */
  noIndex?: boolean;
}

export default function StructuredData({title, description, noIndex}: StructuredDataProps): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const pathname = useCanonicalPathname();
  const {baseUrl, htmlLang} = i18n.localeConfigs[i18n.currentLocale]!;
  const blocks = structuredDataForPage(
    {pathname: pathWithinLocale(pathname, baseUrl), title, description, noIndex},
    {
      company,
      openingHours,
      navigation: mainNavigation,
      services: serviceNames,
      siteUrl: siteConfig.url,
      locale: {baseUrl, htmlLang},
    },
  );
  return blocks.map((block, index) => <JsonLd key={index} data={block} />);
}
