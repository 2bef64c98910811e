import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="resources"
      title="Resources"
      heading="Resources"
      eyebrow="Resources"
      description="Case studies, articles, curated tools and legal information to help you make confident technology decisions."
      intro={<p>Case studies, articles, curated tools and legal information to help you make confident technology decisions.</p>}
    />
  );
}
