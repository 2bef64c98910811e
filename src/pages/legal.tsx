import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="resources"
      title="Legal Information"
      heading="Legal Information"
      eyebrow="Resources"
      description="Our terms, privacy commitments, compliance roadmap and business information in one place."
      intro={<p>Our terms, privacy commitments, compliance roadmap and business information in one place.</p>}
    />
  );
}
