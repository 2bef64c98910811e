import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import PlainLink from '@site/src/components/ui/PlainLink';
import Facts from './Facts';
import List from './List';

/** Contact & Versioning: the owner, e-mail, version and changelog. */
export default function ContactVersioning({contact}: {readonly contact: BrandGuidelines['contact']}): ReactNode {
  return (
    <BrandSection title="Contact & Versioning">
      <Facts
        layout="columns"
        facts={[
          {term: 'Owner', value: contact.team},
          {term: 'E-mail', value: <PlainLink href={`mailto:${contact.email}`}>{contact.email}</PlainLink>},
          {term: 'Version', value: contact.version},
          {term: 'Last updated', value: <time dateTime={contact.lastUpdated}>{contact.lastUpdated}</time>},
        ]}
      />
      <p>{contact.note}</p>
      <List title="Changes" items={contact.changelog} />
    </BrandSection>
  );
}
