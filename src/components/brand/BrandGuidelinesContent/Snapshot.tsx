import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandCopyButton from '@site/src/components/brand/BrandCopyButton';
import BrandSection from '@site/src/components/brand/BrandSection';
import Facts from './Facts';
import List from './List';

/** Brand Snapshot: name, tagline, mission, pitch, audience, personality (open at first). */
export default function BrandSnapshot({snapshot}: {readonly snapshot: BrandGuidelines['snapshot']}): ReactNode {
  return (
    <BrandSection title="Brand Snapshot" defaultOpen>
      <Facts
        layout="stacked"
        facts={[
          {
            term: 'Company name',
            value: (
              <>
                {snapshot.companyName} <BrandCopyButton value={snapshot.companyName} />
              </>
            ),
          },
          {
            term: 'Tagline',
            value: (
              <>
                {snapshot.tagline} <BrandCopyButton value={snapshot.tagline} />
              </>
            ),
          },
          {term: 'Mission', value: snapshot.mission},
          {term: 'Elevator pitch', value: snapshot.elevatorPitch},
          {term: 'Audience', value: snapshot.audience},
          {term: 'Personality', value: <List items={snapshot.personality} />},
        ]}
      />
    </BrandSection>
  );
}
