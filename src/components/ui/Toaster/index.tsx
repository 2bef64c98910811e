import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
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
