import type {ReactNode, Ref} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {company} from '@site/src/internals/siteData/company';
import {BRAND_KIT_PATH} from '@site/plugins/brand-guidelines/constants';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import Heading from '@theme/Heading';
import PlainLink from '@site/src/components/ui/PlainLink';
import BrandSnapshot from './Snapshot';
import LogoLibrary from './LogoLibrary';
import ColourPalette from './ColourPalette';
import Typography from './Typography';
import Imagery from './Imagery';
import LoadingAnimations from './LoadingAnimations';
import CallsToAction from './CallsToAction';
import Voice from './Voice';
import ContactVersioning from './ContactVersioning';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

interface Props {
  readonly guidelines: BrandGuidelines;
  readonly onLogout: () => void;
  readonly headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The unlocked brand guidelines, rendered from the decrypted JSON: every string is
 * rendered as React text, so nothing in the payload is interpreted as HTML. Loaded lazily,
 * after the PIN is accepted, to keep it out of the route's first load.
 */
export default function BrandGuidelinesContent({guidelines, onLogout, headingRef}: Props): ReactNode {
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
          <PlainLink
            className={buttonClass({variant: 'primary'})}
            href={brandKitHref}
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

      <BrandSnapshot snapshot={snapshot} />
      <LogoLibrary logos={logos} />
      <ColourPalette colours={colours} />
      <Typography typography={typography} />
      <Imagery imagery={imagery} />
      <LoadingAnimations loading={loading} />
      <CallsToAction callsToAction={callsToAction} />
      <Voice voice={voice} />
      <ContactVersioning contact={contact} />
    </div>
  );
}
