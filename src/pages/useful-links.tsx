import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="resources"
      title="Useful Links"
      heading="Useful Links"
      eyebrow="Resources"
      description="A curated collection of the portals and tools our clients use every day, from cloud office suites to password managers."
      intro={<p>A curated collection of the portals and tools our clients use every day, from cloud office suites to password managers.</p>}
    />
  );
}
