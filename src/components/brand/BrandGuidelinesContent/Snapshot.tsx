import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandCopyButton from '@site/src/components/brand/BrandCopyButton';
import BrandSection from '@site/src/components/brand/BrandSection';
import List from './List';
import styles from './styles.module.css';

/** Brand Snapshot: name, tagline, mission, pitch, audience, personality (open at first). */
export default function BrandSnapshot({snapshot}: {readonly snapshot: BrandGuidelines['snapshot']}): ReactNode {
  return (
    <BrandSection title="Brand Snapshot" defaultOpen>
      <dl className={styles.facts}>
        <div>
          <dt>Company name</dt>
          <dd>
            {snapshot.companyName} <BrandCopyButton value={snapshot.companyName} />
          </dd>
        </div>
        <div>
          <dt>Tagline</dt>
          <dd>
            {snapshot.tagline} <BrandCopyButton value={snapshot.tagline} />
          </dd>
        </div>
        <div>
          <dt>Mission</dt>
          <dd>{snapshot.mission}</dd>
        </div>
        <div>
          <dt>Elevator pitch</dt>
          <dd>{snapshot.elevatorPitch}</dd>
        </div>
        <div>
          <dt>Audience</dt>
          <dd>{snapshot.audience}</dd>
        </div>
        <div>
          <dt>Personality</dt>
          <dd>
            <List items={snapshot.personality} />
          </dd>
        </div>
      </dl>
    </BrandSection>
  );
}
