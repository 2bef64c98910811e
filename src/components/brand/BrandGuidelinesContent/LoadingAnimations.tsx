import {useState, type ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandLoadingDemo from '@site/src/components/brand/BrandLoadingDemo';
import BrandSection from '@site/src/components/brand/BrandSection';
import LogoSpinner from '@site/src/components/ui/LogoSpinner';
import List from './List';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

/** Loading Animations: the spinner at each size and the full-screen demo. */
export default function LoadingAnimations({loading}: {readonly loading: BrandGuidelines['loading']}): ReactNode {
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <BrandSection title="Loading Animations">
      <p>{loading.intro}</p>
      <ul className={styles.spinners}>
        {loading.sizesPx.map((size) => (
          <li key={size} className={styles.spinnerItem}>
            <LogoSpinner size={size} data-size={size} />
            <span className={styles.spinnerLabel}>{size} px</span>
          </li>
        ))}
      </ul>
      <List items={loading.rules} />
      <button type="button" className={buttonClass({variant: 'primary'})} onClick={() => setDemoOpen(true)}>
        View Full Screen
      </button>
      {demoOpen && <BrandLoadingDemo onClose={() => setDemoOpen(false)} />}
    </BrandSection>
  );
}
