import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {ExternalLink as ExternalLinkIcon} from 'lucide-react';
import ExternalLink, {NewTabNote} from '@site/src/components/ui/ExternalLink';
import type {CaseStudyPartner} from '@site/src/lib/caseStudies';
import Section from './Section';
import styles from '../styles.module.css';

/** "Our Partner": the partner's logo and name, linking to its site in a new tab. */
export default function CaseStudyPartnerSection({partner}: {readonly partner: CaseStudyPartner}): ReactNode {
  return (
    <Section
      id="partner"
      title={translate({
        id: 'caseStudy.section.partner',
        message: 'Our Partner',
        description: 'Case study section heading',
      })}>
      <ExternalLink className={styles.partnerLink} href={partner.website} note="inside">
        <img
          src={partner.logo}
          alt={translate(
            {
              id: 'caseStudy.partner.logoAlt',
              message: '{partner} logo',
              description: "Alt text of the partner's logo in a case study",
            },
            {partner: partner.name},
          )}
          width={240}
          height={64}
          loading="lazy"
        />
        <span>
          {partner.name}
          <ExternalLinkIcon size={16} aria-hidden="true" />
          <NewTabNote />
        </span>
      </ExternalLink>
    </Section>
  );
}
