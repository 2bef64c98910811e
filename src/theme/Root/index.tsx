/** Swizzled (wrapper): the shared lightbox, the toast region and the route-change overlay. */
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {LightboxProvider} from '@site/src/components/ui/Lightbox';
import LogoSpinner from '@site/src/components/ui/LogoSpinner';
import {TOASTER_NEEDED_EVENT} from '@site/src/lib/notify';
import styles from './styles.module.css';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({default: module.Toaster})));

/** The notification region (sonner), loaded once the first toast is requested. */
function Toaster(): ReactNode {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const onNeeded = () => setNeeded(true);
    window.addEventListener(TOASTER_NEEDED_EVENT, onNeeded);
    return () => window.removeEventListener(TOASTER_NEEDED_EVENT, onNeeded);
  }, []);
  if (!needed) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        closeButton
        richColors
        hotkey={['altKey', 'KeyT']}
        containerAriaLabel={translate({
          id: 'toast.region.ariaLabel',
          message: 'Notifications',
          description: 'Accessible name of the notification region (the keyboard shortcut follows it)',
        })}
        toastOptions={{
          closeButtonAriaLabel: translate({
            id: 'toast.close.ariaLabel',
            message: 'Close toast',
            description: 'Accessible name of the close button of a notification',
          }),
        }}
      />
    </Suspense>
  );
}

/**
 * The overlay after each client-side path change: 800 ms, then a 500 ms fade (CSS). Not on the
 * first load, nor for reduced motion.
 */
function RouteTransitionOverlay(): ReactNode {
  const {pathname} = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  const [shown, setShown] = useState(false);
  // Adjusted while rendering (a path change only happens in the browser).
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

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <LightboxProvider>
      {children}
      <RouteTransitionOverlay />
      <Toaster />
    </LightboxProvider>
  );
}
