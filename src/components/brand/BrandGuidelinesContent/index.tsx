/** The unlocked brand guidelines, from the decrypted JSON, rendered as text (never as HTML). */
import {useEffect, useId, useRef, useState, type AnimationEvent, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {ChevronDown, Copy} from 'lucide-react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {company} from '@site/src/internals/siteData/company';
import {BRAND_KIT_PATH} from '@site/plugins/brand-guidelines/constants';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import Heading from '@theme/Heading';
import {buttonClass} from '@site/src/components/ui/Button';
import LogoSpinner from '@site/src/components/ui/LogoSpinner';
import PlainLink from '@site/src/components/ui/PlainLink';
import {notify} from '@site/src/lib/notify';
import styles from './styles.module.css';

/** A collapsible section, toggling independently of the others. */
function Section({title, defaultOpen = false, children}: {title: string; defaultOpen?: boolean; children: ReactNode}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className={clsx('site-card', styles.section, open && styles.open)}>
      <Heading as="h2" className={styles.heading}>
        <button
          id={`${id}-button`}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}>
          <span>{title}</span>
          <ChevronDown className={styles.chevron} size={24} aria-hidden="true" />
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** Copies a value, confirmed by a 2-second toast. */
function CopyButton({value, label = 'Copy'}: {value: string; label?: string}): ReactNode {
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      void notify('success', 'Copied to clipboard', {
        description: `${value} has been copied to your clipboard.`,
        duration: 2000,
      });
    } catch {
      void notify('error', 'Copy failed', {
        description: 'Your browser blocked the clipboard. Select the text and copy it instead.',
      });
    }
  }
  return (
    <button type="button" className={clsx('site-control', styles.copy)} onClick={() => void copy()}>
      <Copy size={16} aria-hidden="true" />
      {label}
      <span className="visually-hidden"> {value}</span>
    </button>
  );
}

/** Named values, one under the other or in as many columns as fit. */
function Facts({facts, layout}: {facts: readonly {term: string; value: ReactNode}[]; layout: 'stacked' | 'columns'}) {
  return (
    <dl className={layout === 'columns' ? styles.specs : styles.facts}>
      {facts.map(({term, value}) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function List({title, items}: {title?: string; items: readonly string[]}): ReactNode {
  return (
    <>
      {title && (
        <Heading as="h3" className={styles.subheading}>
          {title}
        </Heading>
      )}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The full-screen loading demo, a modal dialog that fades out over 3 seconds and closes when the
 * fade ends; 'Close Demo' or Escape close it earlier, and the browser returns focus to the opener.
 */
function LoadingDemo({onClose}: {onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      className={styles.overlay}
      aria-label="Loading animation demo"
      data-testid="loading-demo"
      onClose={onClose}
      onAnimationEnd={(event: AnimationEvent) => event.target === event.currentTarget && dialog.current?.close()}>
      <LogoSpinner size={256} className={styles.demoSpinner} />
      <p className={styles.caption}>Full-screen loading state: 256 px, fading out over 3 seconds.</p>
      <button type="button" className={buttonClass({variant: 'primary'})} onClick={() => dialog.current?.close()}>
        Close Demo
      </button>
    </dialog>
  );
}

interface Props {
  readonly guidelines: BrandGuidelines;
  readonly onLogout: () => void;
  readonly headingRef?: Ref<HTMLHeadingElement>;
}

export default function BrandGuidelinesContent({guidelines, onLogout, headingRef}: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const [demoOpen, setDemoOpen] = useState(false);
  const {snapshot, logos, colours, typography, imagery, loading, callsToAction, voice, contact} = guidelines;
  const contactHref = `mailto:${company.contact.email}?subject=${encodeURIComponent('Brand guidelines request')}`;
  const lastUpdated = <time dateTime={contact.lastUpdated}>{contact.lastUpdated}</time>;

  return (
    <div className={clsx('container', styles.content)}>
      <div className={styles.toolbar}>
        <div>
          <Heading as="h2" ref={headingRef} tabIndex={-1} className={styles.toolbarTitle}>
            {snapshot.companyName} brand guidelines
          </Heading>
          <p className={styles.meta}>
            Version {contact.version} · Last updated {lastUpdated}
          </p>
        </div>
        <div className={styles.actions}>
          <PlainLink
            className={buttonClass({variant: 'primary'})}
            href={withBaseUrl(BRAND_KIT_PATH)}
            download="northbeam-brand-kit.zip">
            Download Brand Kit
          </PlainLink>
          <PlainLink className={buttonClass({variant: 'secondary'})} href={contactHref}>
            Contact Brand Team
          </PlainLink>
          <button type="button" className={buttonClass({variant: 'link'})} onClick={onLogout}>
            Logout
          </button>
        </div>
      </div>

      <Section title="Brand Snapshot" defaultOpen>
        <Facts
          layout="stacked"
          facts={[
            ...[
              {term: 'Company name', text: snapshot.companyName},
              {term: 'Tagline', text: snapshot.tagline},
            ].map(({term, text}) => ({
              term,
              value: (
                <>
                  {text} <CopyButton value={text} />
                </>
              ),
            })),
            {term: 'Mission', value: snapshot.mission},
            {term: 'Elevator pitch', value: snapshot.elevatorPitch},
            {term: 'Audience', value: snapshot.audience},
            {term: 'Personality', value: <List items={snapshot.personality} />},
          ]}
        />
      </Section>

      <Section title="Logo Library">
        <p>{logos.intro}</p>
        <ul className={styles.logoGrid}>
          {logos.files.map((logo) => {
            const href = withBaseUrl(logo.file);
            const previewHeight = Math.min(logo.height, 56);
            return (
              <li key={logo.file} className={styles.logoCard}>
                <div className={clsx(styles.logoPreview, logo.darkBackground && styles.logoPreviewDark)}>
                  <img
                    src={href}
                    width={Math.round((logo.width / logo.height) * previewHeight)}
                    height={previewHeight}
                    alt={`${logo.name} preview`}
                    loading="lazy"
                  />
                </div>
                <Heading as="h3" className={styles.cardTitle}>
                  {logo.name}
                </Heading>
                <p>{logo.usage}</p>
                <PlainLink className={styles.download} href={href} download={logo.file.split('/').pop()}>
                  Download SVG<span className="visually-hidden"> of the {logo.name}</span>
                </PlainLink>
              </li>
            );
          })}
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
      </Section>

      <Section title="Color Palette">
        <p>{colours.intro}</p>
        <ul className={styles.swatches}>
          {colours.palette.map((colour) => (
            <li key={colour.hex} className={styles.swatch}>
              <span className={styles.chip} style={{background: colour.hex}} aria-hidden="true" />
              <div className={styles.swatchBody}>
                <Heading as="h3" className={styles.cardTitle}>
                  {colour.name} <CopyButton value={colour.name} label="Copy name" />
                </Heading>
                <p className={styles.swatchValue}>
                  <code>{colour.hex}</code> <CopyButton value={colour.hex} />
                </p>
                {[colour.rgb, `var(${colour.token})`].map((value) => (
                  <p key={value} className={styles.swatchValue}>
                    <code>{value}</code>
                  </p>
                ))}
                <p>{colour.usage}</p>
              </div>
            </li>
          ))}
        </ul>
        <p>{colours.accessibility}</p>
      </Section>

      <Section title="Typography">
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
      </Section>

      <Section title="Imagery & Iconography">
        <List title="Photography" items={imagery.photography} />
        <List title="Illustration" items={imagery.illustration} />
        <List title="Iconography" items={imagery.iconography} />
      </Section>

      <Section title="Loading Animations">
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
        {demoOpen && <LoadingDemo onClose={() => setDemoOpen(false)} />}
      </Section>

      <Section title="Call-to-Action Components">
        <p>{callsToAction.intro}</p>
        <ul className={styles.ctaList}>
          {callsToAction.buttons.map((cta) => (
            <li key={cta.label}>
              {/* Samples of the brand's styles, not the site's buttons. */}
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
      </Section>

      <Section title="Voice & Tone">
        <p>{voice.summary}</p>
        <Facts
          layout="stacked"
          facts={voice.traits.map(({trait, description}) => ({term: trait, value: description}))}
        />
        <List title="We write" items={voice.preferred} />
        <List title="We avoid" items={voice.avoid} />
        <p>{voice.spelling}</p>
      </Section>

      <Section title="Contact & Versioning">
        <Facts
          layout="columns"
          facts={[
            {term: 'Owner', value: contact.team},
            {term: 'E-mail', value: <PlainLink href={`mailto:${contact.email}`}>{contact.email}</PlainLink>},
            {term: 'Version', value: contact.version},
            {term: 'Last updated', value: lastUpdated},
          ]}
        />
        <p>{contact.note}</p>
        <List title="Changes" items={contact.changelog} />
      </Section>
    </div>
  );
}
