import {useState, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import BrandSection from '@site/src/components/brand/BrandSection';
import BrandCopyButton from '@site/src/components/brand/BrandCopyButton';
import BrandLoadingDemo from '@site/src/components/brand/BrandLoadingDemo';
import {company} from '@site/src/internals/siteData/company';
import {BRAND_KIT_PATH} from '@site/plugins/brand-guidelines/constants';
import type {BrandGuidelines, BrandLogoFile} from '@site/plugins/brand-guidelines/types';
import Heading from '@theme/Heading';
import PlainLink from '@site/src/components/ui/PlainLink';
import LogoSpinner from '@site/src/components/ui/LogoSpinner';
import styles from './styles.module.css';

interface Props {
  guidelines: BrandGuidelines;
  onLogout: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

function List({items}: {items: readonly string[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function LogoCard({logo}: {logo: BrandLogoFile}): ReactNode {
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

/**
 * The unlocked brand guidelines, rendered from the decrypted JSON: every string is
 * rendered as React text, so nothing in the payload is interpreted as HTML. Loaded lazily,
 * after the PIN is accepted, to keep it out of the route's first load.
 */
export default function BrandGuidelinesContent({guidelines, onLogout, headingRef}: Props): ReactNode {
  const [demoOpen, setDemoOpen] = useState(false);
  const brandKitHref = useBaseUrl(BRAND_KIT_PATH);
  const {snapshot, logos, colours, typography, imagery, loading, callsToAction, voice, contact} = guidelines;
  const contactHref = `mailto:${company.contact.email}?subject=${encodeURIComponent('Brand guidelines request')}`;

  return (
    <div className={clsx('container', styles.content)}>
      <div className={styles.toolbar}>
        <div>
          <Heading as="h2" ref={headingRef} tabIndex={-1} className={styles.toolbarTitle}>
            {snapshot.companyName} brand guidelines
          </Heading>
          <p className={styles.meta}>
            Version {contact.version} · Last updated <time dateTime={contact.lastUpdated}>{contact.lastUpdated}</time>
          </p>
        </div>
        <div className={styles.actions}>
          <PlainLink className="button button--primary" href={brandKitHref} download="northbeam-brand-kit.zip">
            Download Brand Kit
          </PlainLink>
          <PlainLink className="button button--secondary" href={contactHref}>
            Contact Brand Team
          </PlainLink>
          <button type="button" className={clsx('button', styles.logout)} onClick={onLogout}>
            Logout
          </button>
        </div>
      </div>

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

      <BrandSection title="Logo Library">
        <p>{logos.intro}</p>
        <ul className={styles.logoGrid}>
          {logos.files.map((logo) => (
            <LogoCard key={logo.file} logo={logo} />
          ))}
        </ul>
        <dl className={styles.specs}>
          <div>
            <dt>Clear space</dt>
            <dd>{logos.clearSpacePx} px on every side</dd>
          </div>
          <div>
            <dt>Minimum height</dt>
            <dd>{logos.minimumHeightPx} px</dd>
          </div>
        </dl>
        <Heading as="h3" className={styles.subheading}>
          Rules
        </Heading>
        <List items={logos.rules} />
        <Heading as="h3" className={styles.subheading}>
          Avoid
        </Heading>
        <List items={logos.misuse} />
      </BrandSection>

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
        <button type="button" className="button button--primary" onClick={() => setDemoOpen(true)}>
          View Full Screen
        </button>
        {demoOpen && <BrandLoadingDemo onClose={() => setDemoOpen(false)} />}
      </BrandSection>

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

      <BrandSection title="Contact & Versioning">
        <dl className={styles.specs}>
          <div>
            <dt>Owner</dt>
            <dd>{contact.team}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              <PlainLink href={`mailto:${contact.email}`}>{contact.email}</PlainLink>
            </dd>
          </div>
          <div>
            <dt>Version</dt>
            <dd>{contact.version}</dd>
          </div>
          <div>
            <dt>Last updated</dt>
            <dd>
              <time dateTime={contact.lastUpdated}>{contact.lastUpdated}</time>
            </dd>
          </div>
        </dl>
        <p>{contact.note}</p>
        <Heading as="h3" className={styles.subheading}>
          Changes
        </Heading>
        <List items={contact.changelog} />
      </BrandSection>
    </div>
  );
}
