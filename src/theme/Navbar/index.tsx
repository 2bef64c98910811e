/** Swizzled (replacement): the site header; nothing of theme-classic's navbar is kept. */
import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {Mail, Phone, Siren} from 'lucide-react';
import useSitePathname from '@site/src/hooks/useSitePathname';
import Logo from '@site/src/components/layout/Logo';
import DesktopNav from '@site/src/components/layout/DesktopNav';
import MobileMenu from '@site/src/components/layout/MobileMenu';
import LanguageSwitcher from '@site/src/components/layout/LanguageSwitcher';
import SearchBox from '@site/src/components/search/SearchBox';
import SearchModal from '@site/src/components/search/SearchModal';
import {scheduleMeetingLabel} from '@site/src/components/sections/sharedLabels';
import {buttonClass} from '@site/src/components/ui/Button';
import ModalDialog from '@site/src/components/ui/ModalDialog';
import PlainLink from '@site/src/components/ui/PlainLink';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import {company} from '@site/src/internals/siteData/company';
import {mainNavigation} from '@site/src/internals/siteData/navigation';
import {buildMailtoHref, buildTelHref} from '@site/src/lib/contactLinks';
import styles from './styles.module.css';

const {emergency} = company;
const emergencyTelHref = buildTelHref(emergency.phoneE164, emergency.extension);
const emergencyMailHref = buildMailtoHref(emergency.email, emergency.emailSubject);

function EmergencyDialog({open, onClose}: {open: boolean; onClose: () => void}): ReactNode {
  const descriptionId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={translate({
        id: 'emergency.dialog.title',
        message: 'Emergency IT Support',
        description: 'Title of the emergency support dialog',
      })}
      badge={<Siren size={22} />}
      describedBy={descriptionId}>
      <p id={descriptionId} className={styles.intro}>
        <Translate
          id="emergency.dialog.intro"
          description="Intro of the emergency support dialog; availability is when support is available (e.g. 24/7)"
          values={{availability: emergency.availability}}>
          {
            'For urgent issues such as outages, security incidents or systems that will not start, reach our emergency team right away. Support is available {availability}.'
          }
        </Translate>
      </p>
      <dl className={styles.details}>
        <div>
          <dt>
            <Translate id="emergency.dialog.hotlineLabel" description="Label of the emergency phone number">
              Emergency hotline
            </Translate>
          </dt>
          <dd>
            <Translate
              id="emergency.dialog.hotline"
              description="The emergency phone number (a link) and the extension to dial"
              values={{
                phone: <PlainLink href={emergencyTelHref}>{emergency.phone}</PlainLink>,
                extension: emergency.extension,
              }}>
              {'{phone}, then extension {extension}'}
            </Translate>
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="emergency.dialog.emailLabel" description="Label of the emergency e-mail address">
              Emergency e-mail
            </Translate>
          </dt>
          <dd>
            <PlainLink href={emergencyMailHref}>{emergency.email}</PlainLink>
          </dd>
        </div>
      </dl>
      <div className={styles.dialogActions}>
        <PlainLink className={buttonClass({variant: 'primary', context: 'hero'})} href={emergencyTelHref}>
          <Phone size={18} aria-hidden="true" />{' '}
          <Translate
            id="emergency.dialog.callButton"
            description="Button of the emergency dialog that calls the hotline">
            Call Emergency Line
          </Translate>
        </PlainLink>
        <PlainLink className={buttonClass({variant: 'secondary', context: 'hero'})} href={emergencyMailHref}>
          <Mail size={18} aria-hidden="true" />{' '}
          <Translate
            id="emergency.dialog.emailButton"
            description="Button of the emergency dialog that writes an e-mail">
            Send Emergency Email
          </Translate>
        </PlainLink>
      </div>
    </ModalDialog>
  );
}

export const HEADER_SCROLL_THRESHOLD_PX = 10;

export default function Navbar(): ReactNode {
  const pathname = useSitePathname();
  const [scrolled, setScrolled] = useState(false);
  const [emergencyOpen, setEmergencyOpen] = useState(false);
  const transparent = pathname === '/' && !scrolled;

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    // `navbar` lets theme-classic's TOC and scroll helpers measure the header height.
    <header
      className={clsx('navbar', styles.header, transparent ? styles.transparent : styles.solid)}
      data-transparent={transparent}>
      <div className={styles.inner}>
        <Logo inverted={transparent} />
        <DesktopNav items={mainNavigation} inverted={transparent} />
        <div className={styles.actions}>
          <div className={styles.search}>
            <SearchBox variant="header" />
          </div>
          <button
            type="button"
            className={clsx('button button--sm', transparent ? styles.emergencyInverted : styles.emergency)}
            onClick={() => setEmergencyOpen(true)}>
            <Siren className={styles.emergencyIcon} size={16} aria-hidden="true" />
            {translate({
              id: 'header.emergency.button',
              message: 'Immediate Assistance',
              description: 'Header button that opens the emergency support dialog',
            })}
          </button>
          <Link
            to={scheduleMeetingPath}
            className={buttonClass({variant: transparent ? 'secondary' : 'primary', context: 'header'})}>
            {scheduleMeetingLabel()}
          </Link>
          <LanguageSwitcher variant="header" inverted={transparent} />
        </div>
        <div className={styles.mobileActions}>
          <SearchModal inverted={transparent} />
          <MobileMenu
            // A route change closes the panel and resets its toggles.
            key={pathname}
            items={mainNavigation}
            inverted={transparent}
            onEmergency={() => setEmergencyOpen(true)}
            search={<SearchBox variant="menu" />}
            languages={<LanguageSwitcher variant="menu" />}
          />
        </div>
      </div>
      <EmergencyDialog open={emergencyOpen} onClose={() => setEmergencyOpen(false)} />
    </header>
  );
}
