import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="consulting"
      title="Schedule a Consultation"
      heading="Schedule a Consultation"
      eyebrow="Contact"
      description="Book a no-obligation conversation with our team through the contact form."
      intro={<p>Book a no-obligation conversation with our team through the contact form.</p>}
    />
  );
}
