import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="brand"
      title="Brand Guidelines"
      heading="Brand Guidelines"
      eyebrow="Internal"
      description="Brand guidelines for the Northbeam Technologies team and partners."
      noIndex
      intro={<p>Brand guidelines for the Northbeam Technologies team and partners.</p>}
    />
  );
}
