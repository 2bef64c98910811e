import {createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode} from 'react';
import type {LightboxSlide} from './LightboxView';

interface LightboxApi {
  open: (slides: LightboxSlide[], index?: number) => void;
}

const LightboxContext = createContext<LightboxApi | null>(null);

// The lightbox library and its plugins load only when a visitor opens an image.
const LightboxView = lazy(() => import('./LightboxView'));

/** Provides the shared image lightbox to every page. */
export function LightboxProvider({children}: {children: ReactNode}): ReactNode {
  const [state, setState] = useState<{slides: LightboxSlide[]; index: number} | null>(null);
  const open = useCallback((slides: LightboxSlide[], index = 0) => setState({slides, index}), []);
  const api = useMemo(() => ({open}), [open]);
  return (
    <LightboxContext.Provider value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <LightboxView slides={state.slides} index={state.index} onClose={() => setState(null)} />
        </Suspense>
      )}
    </LightboxContext.Provider>
  );
}

export function useLightbox(): LightboxApi {
  const api = useContext(LightboxContext);
  if (!api) {
    throw new Error('useLightbox must be used inside LightboxProvider');
  }
  return api;
}
