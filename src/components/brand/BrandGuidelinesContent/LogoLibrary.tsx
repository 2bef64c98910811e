import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {BrandGuidelines, BrandLogoFile} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import PlainLink from '@site/src/components/ui/PlainLink';
import Heading from '@theme/Heading';
import Facts from './Facts';
import List from './List';
import styles from './styles.module.css';

function LogoCard({logo}: {readonly logo: BrandLogoFile}): ReactNode {
  const href = useBaseUrl(logo.file);
  const fileName = logo.file.split('/').pop() ?? logo.file;
  const previewHeight = Math.min(logo.height, 56);
  const previewWidth = Math.round((logo.width / logo.height) * previewHeight);
  return (
    <li className={styles.logoCard}>
      <div className={clsx(styles.logoPreview, logo.darkBackground && styles.logoPreviewDark)}>
        <img src={href} width={previewWidth} height={previewHeight} alt={`${logo.name} preview`} loading="lazy" />
      </div>
      <Heading as="h3" className={styles.cardTitle}>
        {logo.name}
      </Heading>
      <p>{logo.usage}</p>
      <PlainLink className={styles.download} href={href} download={fileName}>
        Download SVG<span className="visually-hidden"> of the {logo.name}</span>
      </PlainLink>
    </li>
  );
}

/** Logo Library: a card per logo file with its download, the spacing specs, rules and misuse. */
export default function LogoLibrary({logos}: {readonly logos: BrandGuidelines['logos']}): ReactNode {
  return (
    <BrandSection title="Logo Library">
      <p>{logos.intro}</p>
      <ul className={styles.logoGrid}>
        {logos.files.map((logo) => (
          <LogoCard key={logo.file} logo={logo} />
        ))}
      </ul>
      <Facts
        layout="columns"
        facts={[
          {term: 'Clear space', value: <>{logos.clearSpacePx} px on every side</>},
          {term: 'Minimum height', value: <>{logos.minimumHeightPx} px</>},
        ]}
      />
      <List title="Rules" items={logos.rules} />
      <List title="Avoid" items={logos.misuse} />
    </BrandSection>
  );
}
