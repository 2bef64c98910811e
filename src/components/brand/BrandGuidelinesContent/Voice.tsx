import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import Heading from '@theme/Heading';
import List from './List';
import styles from './styles.module.css';

/** Voice & Tone: traits, preferred and avoided wording, spelling. */
export default function Voice({voice}: {readonly voice: BrandGuidelines['voice']}): ReactNode {
  return (
    <BrandSection title="Voice & Tone">
      <p>{voice.summary}</p>
      <dl className={styles.facts}>
        {voice.traits.map(({trait, description}) => (
          <div key={trait}>
            <dt>{trait}</dt>
            <dd>{description}</dd>
          </div>
        ))}
      </dl>
      <Heading as="h3" className={styles.subheading}>
        We write
      </Heading>
      <List items={voice.preferred} />
      <Heading as="h3" className={styles.subheading}>
        We avoid
      </Heading>
      <List items={voice.avoid} />
      <p>{voice.spelling}</p>
    </BrandSection>
  );
}
