/**
 * Structured data of a page rendered by a component (articles: blog posts and case studies),
 * serialized by the same function as the site-wide blocks that plugins/production-assets adds to
 * every page, so `<` can never end the script early.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {serializeJsonLd, type JsonLd as JsonLdData} from '@site/src/lib/structuredData';

export default function JsonLd({data}: {data: JsonLdData}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
