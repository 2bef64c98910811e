import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SitePage from '@site/src/components/SitePage';
import {company, formatAddress} from '@site/src/data/company';

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
      intro={<p>Tell us about your technology challenge and we will get back to you within one business day.</p>}>
      <section id="contact-form" className="container site-section">
        <h2 id="schedule">Send Us a Message</h2>
        <p>
          Write to us at <a href={`mailto:${company.contact.email}`}>{company.contact.email}</a> or call{' '}
          {company.contact.phone}. Our office is at {formatAddress()}.
        </p>
      </section>
    </SitePage>
  );
}
