import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import List from './List';
import styles from './styles.module.css';

/** Call-to-Action Components: a sample of each button style with its use. */
export default function CallsToAction({
  callsToAction,
}: {
  readonly callsToAction: BrandGuidelines['callsToAction'];
}): ReactNode {
  return (
    <BrandSection title="Call-to-Action Components">
      <p>{callsToAction.intro}</p>
      <ul className={styles.ctaList}>
        {callsToAction.buttons.map((cta) => (
          <li key={cta.label}>
            <span
              className={clsx(
                'button',
                cta.variant === 'primary' && 'button--primary',
                cta.variant === 'secondary' && 'button--secondary',
                cta.variant === 'outline' && styles.outlineSample,
                styles.ctaSample,
              )}>
              {cta.label}
            </span>
            <span>{cta.usage}</span>
          </li>
        ))}
      </ul>
      <List items={callsToAction.rules} />
    </BrandSection>
  );
}
