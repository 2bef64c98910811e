import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import LogoSpinner from '@site/src/components/ui/LogoSpinner';
import styles from './styles.module.css';

/** The overlay shows for 800 ms after a path change, then fades over 500 ms. */
export const OVERLAY_VISIBLE_MS = 800;
export const OVERLAY_FADE_MS = 500;

type Phase = 'hidden' | 'visible' | 'fading';

/**
 * Full-screen loading overlay with a spinning logo after each client-side route change
 * Never shown on the first page load, on hash or query changes, or when the
 * visitor prefers reduced motion.
 */
export default function RouteTransitionOverlay(): ReactNode {
  const {pathname} = useLocation();
  const previousPath = useRef(pathname);
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (previousPath.current === pathname) {
      return undefined;
    }
    previousPath.current = pathname;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      return undefined;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- starts the timed overlay of a navigation
    setPhase('visible');
    const fadeTimer = setTimeout(() => setPhase('fading'), OVERLAY_VISIBLE_MS);
    const hideTimer = setTimeout(() => setPhase('hidden'), OVERLAY_VISIBLE_MS + OVERLAY_FADE_MS);
    return () => {
      clearTimeout(fadeTimer);
      clearTimeout(hideTimer);
    };
  }, [pathname]);

  if (phase === 'hidden') {
    return null;
  }
  return (
    <div
      className={clsx(styles.overlay, phase === 'fading' && styles.fading)}
      style={{transitionDuration: `${OVERLAY_FADE_MS}ms`}}
      data-testid="route-overlay"
      role="status">
      <LogoSpinner size={64} />
      <span className="visually-hidden">
        <Translate id="common.loadingPage" description="Screen reader text of the overlay shown while a new page loads">
          Loading page
        </Translate>
      </span>
    </div>
  );
}
