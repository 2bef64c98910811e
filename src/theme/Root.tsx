/**
 * Swizzled (wrapper): adds site-wide providers and overlays around every page: the shared
 * lightbox, the lazily mounted toast region and the route-change overlay.
 */
import type {ReactNode} from 'react';
import {LightboxProvider} from '@site/src/components/ui/Lightbox';
import RouteTransitionOverlay from '@site/src/components/layout/RouteTransitionOverlay';
import Toaster from '@site/src/components/ui/Toaster';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <LightboxProvider>
      {children}
      <RouteTransitionOverlay />
      <Toaster />
    </LightboxProvider>
  );
}
