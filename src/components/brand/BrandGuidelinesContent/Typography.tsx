import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import Heading from '@theme/Heading';
import Facts from './Facts';
import List from './List';
import styles from './styles.module.css';

/** Typography: the typeface specs, weights, the type scale and rules. */
export default function Typography({typography}: {readonly typography: BrandGuidelines['typography']}): ReactNode {
  return (
    <BrandSection title="Typography">
      <Facts
        layout="columns"
        facts={[
          {term: 'Typeface', value: typography.family},
          {term: 'Fallback', value: typography.fallback},
          {term: 'Base size', value: typography.baseSize},
          {term: 'Line height', value: typography.lineHeight},
        ]}
      />
      <List title="Weights" items={typography.weights} />
      <Heading as="h3" className={styles.subheading}>
        Type scale
      </Heading>
      <ul className={styles.scale}>
        {typography.scale.map((step) => (
          <li key={step.name}>
            <span
              className={styles.scaleSample}
              style={{fontSize: step.size, fontWeight: step.weight}}
              aria-hidden="true">
              Aa
            </span>
            <span>
              <strong>{step.name}</strong> · {step.size} · {step.weight}
              <br />
              {step.usage}
            </span>
          </li>
        ))}
      </ul>
      <List title="Rules" items={typography.rules} />
    </BrandSection>
  );
}
