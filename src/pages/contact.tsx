import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SitePage from '@site/src/components/SitePage';
import ContactSections from './contact/_components/ContactSections';

/** Contact. The form service is the only third party this site loads, and only here. */
export default function Contact(): ReactNode {
  // Register the anchors other pages link to, for the build's broken-anchor check.
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor('contact-form');
  brokenLinks.collectAnchor('schedule');
  return (
    <SitePage
      theme="communication"
      title="Contact"
      heading="Contact Us"
      eyebrow="Contact"
      description="Tell us about your technology challenge and we will get back to you within one business day."
      keywords={['contact Northbeam Technologies', 'IT support Toronto', 'schedule IT consultation']}
      descriptionAsIntro>
      <ContactSections />
    </SitePage>
  );
}
