import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="tech"
      title="IT Services"
      heading="IT Services for Growing Organisations"
      eyebrow="IT Services"
      description="Eight service lines, from day-to-day support to strategy, security and cloud, delivered by one accountable Toronto team."
      intro={<p>Eight service lines, from day-to-day support to strategy, security and cloud, delivered by one accountable Toronto team.</p>}
    />
  );
}
