import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import Heading from '@theme/Heading';
import List from './List';
import styles from './styles.module.css';

/** Typography: the typeface specs, weights, the type scale and rules. */
export default function Typography({typography}: {readonly typography: BrandGuidelines['typography']}): ReactNode {
  return (
    <BrandSection title="Typography">
      <dl className={styles.specs}>
        <div>
          <dt>Typeface</dt>
          <dd>{typography.family}</dd>
        </div>
        <div>
          <dt>Fallback</dt>
          <dd>{typography.fallback}</dd>
        </div>
        <div>
          <dt>Base size</dt>
          <dd>{typography.baseSize}</dd>
        </div>
        <div>
          <dt>Line height</dt>
          <dd>{typography.lineHeight}</dd>
        </div>
      </dl>
      <Heading as="h3" className={styles.subheading}>
        Weights
      </Heading>
      <List items={typography.weights} />
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
      <Heading as="h3" className={styles.subheading}>
        Rules
      </Heading>
      <List items={typography.rules} />
    </BrandSection>
  );
}
