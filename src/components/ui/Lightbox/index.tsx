import {createContext, lazy, Suspense, useContext, useState, type ReactNode} from 'react';
import type {LightboxSlide} from './LightboxView';

type OpenLightbox = (slides: LightboxSlide[]) => void;

const LightboxContext = createContext<OpenLightbox>(() => undefined);

// The lightbox library and its plugins load only when a visitor opens an image.
const LightboxView = lazy(() => import('./LightboxView'));

export function LightboxProvider({children}: {children: ReactNode}): ReactNode {
  const [slides, setSlides] = useState<LightboxSlide[] | null>(null);
  return (
    <LightboxContext.Provider value={setSlides}>
      {children}
      {slides && (
        <Suspense fallback={null}>
          <LightboxView slides={slides} onClose={() => setSlides(null)} />
        </Suspense>
      )}
    </LightboxContext.Provider>
  );
}

export function useLightbox(): OpenLightbox {
  return useContext(LightboxContext);
}
