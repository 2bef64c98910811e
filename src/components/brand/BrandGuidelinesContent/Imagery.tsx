import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import Heading from '@theme/Heading';
import List from './List';
import styles from './styles.module.css';

/** Imagery & Iconography: photography, illustration and iconography rules. */
export default function Imagery({imagery}: {readonly imagery: BrandGuidelines['imagery']}): ReactNode {
  return (
    <BrandSection title="Imagery & Iconography">
      <Heading as="h3" className={styles.subheading}>
        Photography
      </Heading>
      <List items={imagery.photography} />
      <Heading as="h3" className={styles.subheading}>
        Illustration
      </Heading>
      <List items={imagery.illustration} />
      <Heading as="h3" className={styles.subheading}>
        Iconography
      </Heading>
      <List items={imagery.iconography} />
    </BrandSection>
  );
}
