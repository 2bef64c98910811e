/**
 * Swizzled (wrapper): adds site-wide providers and overlays around every page: the shared
 * lightbox, the lazily mounted toast region and the route-change overlay; site-wide structured
 * data (JSON-LD).
 */
import type {ReactNode} from 'react';
import {LightboxProvider} from '@site/src/components/Lightbox';
import RouteTransitionOverlay from '@site/src/components/RouteTransitionOverlay';
import Toaster from '@site/src/components/Toaster';
import StructuredData from '@site/src/components/StructuredData';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <LightboxProvider>
      <StructuredData />
      {children}
      <RouteTransitionOverlay />
      <Toaster />
    </LightboxProvider>
  );
}
