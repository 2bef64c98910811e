import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandCopyButton from '@site/src/components/brand/BrandCopyButton';
import BrandSection from '@site/src/components/brand/BrandSection';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** Color Palette: a swatch per colour with its values and copy buttons. */
export default function ColourPalette({colours}: {readonly colours: BrandGuidelines['colours']}): ReactNode {
  return (
    <BrandSection title="Color Palette">
      <p>{colours.intro}</p>
      <ul className={styles.swatches}>
        {colours.palette.map((colour) => (
          <li key={colour.hex} className={styles.swatch}>
            <span className={styles.chip} style={{background: colour.hex}} aria-hidden="true" />
            <div className={styles.swatchBody}>
              <Heading as="h3" className={styles.cardTitle}>
                {colour.name} <BrandCopyButton value={colour.name} label="Copy name" />
              </Heading>
              <p className={styles.swatchValue}>
                <code>{colour.hex}</code> <BrandCopyButton value={colour.hex} />
              </p>
              <p className={styles.swatchValue}>
                <code>{colour.rgb}</code>
              </p>
              <p className={styles.swatchValue}>
                <code>var({colour.token})</code>
              </p>
              <p>{colour.usage}</p>
            </div>
          </li>
        ))}
      </ul>
      <p>{colours.accessibility}</p>
    </BrandSection>
  );
}
