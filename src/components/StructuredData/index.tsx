import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {company} from '@site/src/data/company';
import {mainNavigation} from '@site/src/data/navigation';
import {serviceLinks} from '@site/src/data/serviceLinks';
import {breadcrumbList, organizationGraph, serviceSchema, type JsonLd} from '@site/src/lib/structuredData';

/** JSON for a script element: "<" escaped so no value can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface StructuredDataProps {
  /** Name of the last breadcrumb when the page is not in the navigation (defaults to the slug). */
  pageTitle?: string;
}

/**
 * Site-wide JSON-LD (rendered from src/theme/Root.tsx): Organization and ProfessionalService on
 * every page, BreadcrumbList on nested pages and Service on service pages, all derived from the
 * path, so page templates need no change.
 */
export default function StructuredData({pageTitle}: StructuredDataProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const blocks = [
    organizationGraph(company, siteConfig.url),
    breadcrumbList(pathname, mainNavigation, siteConfig.url, pageTitle),
    serviceSchema(pathname, serviceLinks, company, siteConfig.url),
  ].filter((block): block is JsonLd => block !== undefined);
  return (
    <Head>
      {blocks.map((block) => (
        <script key={String(block['@type'] ?? 'graph')} type="application/ld+json">
          {serializeJsonLd(block)}
        </script>
      ))}
    </Head>
  );
}
