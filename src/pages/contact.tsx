import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SitePage from '@site/src/components/layout/SitePage';
import ContactSections from './contact/_components/ContactSections';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {company} from '@site/src/internals/siteData/company';

/** Contact. The form service is the only third party this site loads, and only here. */
export default function Contact(): ReactNode {
  // Register the anchors other pages link to, for the build's broken-anchor check.
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor('contact-form');
  brokenLinks.collectAnchor('schedule');
  return (
    <SitePage
      theme="communication"
      title={sitePages.contact.title}
      heading={translate({id: 'contact.hero.heading', message: 'Contact Us'})}
      eyebrow={sitePages.contact.title}
      description={translate(
        {
          id: 'contact.seo.description',
          message: 'Tell us about your technology challenge and we will get back to you {responseTime}.',
          description:
            'Meta description and intro of the Contact page; {responseTime} is e.g. "within one business day"',
        },
        {responseTime: company.contact.responseTime},
      )}
      keywords={translate(
        {
          id: 'contact.seo.keywords',
          message: 'contact {companyName}, IT support Toronto, schedule IT consultation',
          description:
            'SEO keywords of the Contact page, separated by a comma and a space; {companyName} is the company name',
        },
        {companyName: company.name},
      ).split(', ')}
      descriptionAsIntro>
      <ContactSections />
    </SitePage>
  );
}
