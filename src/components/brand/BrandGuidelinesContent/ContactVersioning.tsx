import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import PlainLink from '@site/src/components/ui/PlainLink';
import Heading from '@theme/Heading';
import List from './List';
import styles from './styles.module.css';

/** Contact & Versioning: the owner, e-mail, version and changelog. */
export default function ContactVersioning({contact}: {readonly contact: BrandGuidelines['contact']}): ReactNode {
  return (
    <BrandSection title="Contact & Versioning">
      <dl className={styles.specs}>
        <div>
          <dt>Owner</dt>
          <dd>{contact.team}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <PlainLink href={`mailto:${contact.email}`}>{contact.email}</PlainLink>
          </dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd>{contact.version}</dd>
        </div>
        <div>
          <dt>Last updated</dt>
          <dd>
            <time dateTime={contact.lastUpdated}>{contact.lastUpdated}</time>
          </dd>
        </div>
      </dl>
      <p>{contact.note}</p>
      <Heading as="h3" className={styles.subheading}>
        Changes
      </Heading>
      <List items={contact.changelog} />
    </BrandSection>
  );
}
