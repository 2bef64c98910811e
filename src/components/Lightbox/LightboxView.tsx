import {useRef, type ReactNode} from 'react';
import Lightbox, {type ZoomRef} from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

export interface LightboxSlide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** Zoom steps by a factor of 1.5 between 0.5 and 5. */
export const LIGHTBOX_ZOOM_STEP = 1.5;
export const LIGHTBOX_MIN_ZOOM = 0.5;
export const LIGHTBOX_MAX_ZOOM = 5;

interface Props {
  slides: LightboxSlide[];
  index: number;
  onClose: () => void;
}

/**
 * yet-another-react-lightbox with Zoom and Counter. The library's own
 * double-click zoom steps by the multiplier; we want a 100% / 200% toggle, so double-click
 * is handled here (React events bubble out of the library's portal to this wrapper).
 */
export default function LightboxView({slides, index, onClose}: Props): ReactNode {
  const zoomRef = useRef<ZoomRef>(null);
  const single = slides.length <= 1;
  return (
    <div
      onDoubleClick={() => {
        const zoom = zoomRef.current;
        if (zoom && !zoom.disabled) {
          zoom.changeZoom(zoom.zoom >= 2 ? 1 : 2);
        }
      }}>
      <Lightbox
        open
        close={onClose}
        index={index}
        slides={slides.map((slide) => ({...slide, alt: slide.alt}))}
        plugins={[Zoom, Counter]}
        zoom={{
          ref: zoomRef,
          zoomInMultiplier: LIGHTBOX_ZOOM_STEP,
          minZoom: LIGHTBOX_MIN_ZOOM,
          maxZoomPixelRatio: LIGHTBOX_MAX_ZOOM,
          scrollToZoom: true,
          // The library's own double-click and double-tap zoom steps by the multiplier and would
          // fight the 100% / 200% toggle below: a zero delay switches it off.
          doubleClickDelay: 0,
          doubleTapDelay: 0,
        }}
        controller={{closeOnBackdropClick: true}}
        carousel={{finite: single}}
        render={single ? {buttonPrev: () => null, buttonNext: () => null} : undefined}
        labels={{Close: 'Close image', Previous: 'Previous image', Next: 'Next image'}}
        styles={{container: {backgroundColor: 'rgb(26 31 46 / 94%)'}}}
      />
    </div>
  );
}
