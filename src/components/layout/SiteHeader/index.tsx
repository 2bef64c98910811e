import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useSitePathname from '@site/src/hooks/useSitePathname';
import {Siren} from 'lucide-react';
import Logo from '@site/src/components/layout/Logo';
import DesktopNav from '@site/src/components/layout/DesktopNav';
import EmergencyDialog from '@site/src/components/layout/EmergencyDialog';
import MobileMenu from '@site/src/components/layout/MobileMenu';
import SearchBox from '@site/src/components/search/SearchBox';
import SearchModal from '@site/src/components/search/SearchModal';
import LanguageSwitcher from '@site/src/components/layout/LanguageSwitcher';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import {mainNavigation} from '@site/src/internals/siteData/navigation';
import {buttonClass} from '@site/src/components/ui/Button';
import {scheduleMeetingLabel} from '@site/src/components/sections/sharedLabels';
import styles from './styles.module.css';

/** The header counts as scrolled past 10 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/**
 * The fixed site header: transparent over the home hero until scrolled, translucent white
 * elsewhere; desktop navigation and actions from 1024 px, the menu panel below that.
 */
export default function SiteHeader(): ReactNode {
  const pathname = useSitePathname();
  const [scrolled, setScrolled] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog (and its focus return).
  const [emergency, setEmergency] = useState<'unmounted' | 'open' | 'closed'>('unmounted');
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
            <SearchBox variant="header" shortcut />
          </div>
          <button
            type="button"
            className={clsx('button button--sm', transparent ? styles.emergencyInverted : styles.emergency)}
            onClick={() => setEmergency('open')}>
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
            items={mainNavigation}
            inverted={transparent}
            onEmergency={() => setEmergency('open')}
            search={<SearchBox variant="menu" />}
            languages={<LanguageSwitcher variant="menu" />}
          />
        </div>
      </div>
      {emergency !== 'unmounted' && (
        <EmergencyDialog open={emergency === 'open'} onClose={() => setEmergency('closed')} />
      )}
    </header>
  );
}
