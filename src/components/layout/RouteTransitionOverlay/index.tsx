import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import LogoSpinner from '@site/src/components/ui/LogoSpinner';
import styles from './styles.module.css';

/**
 * Full-screen loading overlay with a spinning logo after each client-side route change: shown for
 * 800 ms, then fading over 500 ms (its CSS animation). Never on the first page load, on hash or
 * query changes, or when the visitor prefers reduced motion.
 */
export default function RouteTransitionOverlay(): ReactNode {
  const {pathname} = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  const [shown, setShown] = useState(false);
  // A path change starts the overlay (adjusted while rendering; it only happens in the browser).
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setShown(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }
  if (!shown) {
    return null;
  }
  return (
    <div
      // A new path restarts the animation.
      key={pathname}
      className={styles.overlay}
      data-testid="route-overlay"
      role="status"
      onAnimationEnd={(event) => event.target === event.currentTarget && setShown(false)}>
      <LogoSpinner size={64} />
      <span className="visually-hidden">
        <Translate id="common.loadingPage" description="Screen reader text of the overlay shown while a new page loads">
          Loading page
        </Translate>
      </span>
    </div>
  );
}
