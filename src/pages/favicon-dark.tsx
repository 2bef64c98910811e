import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="brand"
      title="Favicon (dark)"
      heading="Favicon (dark)"
      eyebrow="Brand asset"
      description="The dark favicon of Northbeam Technologies."
      noIndex
      intro={<p>The dark favicon of Northbeam Technologies.</p>}
    />
  );
}
