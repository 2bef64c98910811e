import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {TOASTER_NEEDED_EVENT} from '@site/src/lib/notify';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({default: module.Toaster})));

/**
 * The notification region (swipe or close button to dismiss, expand on hover, Alt+T
 * focuses it, Escape collapses it). Loaded only once the first toast is requested.
 */
export default function Toaster(): ReactNode {
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
      <SonnerToaster position="bottom-right" closeButton richColors hotkey={['altKey', 'KeyT']} />
    </Suspense>
  );
}
