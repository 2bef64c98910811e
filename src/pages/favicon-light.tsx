import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="brand"
      title="Favicon (light)"
      heading="Favicon (light)"
      eyebrow="Brand asset"
      description="The light favicon of Northbeam Technologies."
      noIndex
      intro={<p>The light favicon of Northbeam Technologies.</p>}
    />
  );
}
