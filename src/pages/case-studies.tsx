import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="resources"
      title="Case Studies"
      heading="Case Studies"
      eyebrow="Success Stories"
      description="Real projects, measured results: see how we help Canadian organisations modernise their technology."
      intro={<p>Real projects, measured results: see how we help Canadian organisations modernise their technology.</p>}
    />
  );
}
