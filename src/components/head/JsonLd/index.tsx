/** One JSON-LD block in the head, serialized so that `<` can never end the script early. */
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
