import {useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
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

interface Props {
  slides: LightboxSlide[];
  onClose: () => void;
}

/** Double-click toggles 100% / 200% here: React events bubble out of the library's portal. */
export default function LightboxView({slides, onClose}: Props): ReactNode {
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
        slides={slides}
        plugins={[Zoom, Counter]}
        zoom={{
          ref: zoomRef,
          zoomInMultiplier: 1.5,
          minZoom: 0.5,
          maxZoomPixelRatio: 5,
          scrollToZoom: true,
          // Off (zero delay): the library's own double-click zoom would fight the toggle above.
          doubleClickDelay: 0,
          doubleTapDelay: 0,
        }}
        controller={{closeOnBackdropClick: true}}
        carousel={{finite: single}}
        render={single ? {buttonPrev: () => null, buttonNext: () => null} : undefined}
        labels={{
          Close: translate({id: 'lightbox.close', message: 'Close image', description: 'Lightbox close button'}),
          Previous: translate({
            id: 'lightbox.previous',
            message: 'Previous image',
            description: 'Lightbox button to the previous image',
          }),
          Next: translate({
            id: 'lightbox.next',
            message: 'Next image',
            description: 'Lightbox button to the next image',
          }),
          'Zoom in': translate({id: 'lightbox.zoomIn', message: 'Zoom in', description: 'Lightbox zoom in button'}),
          'Zoom out': translate({id: 'lightbox.zoomOut', message: 'Zoom out', description: 'Lightbox zoom out button'}),
          Lightbox: translate({
            id: 'lightbox.dialogLabel',
            message: 'Lightbox',
            description: 'Accessible name of the image lightbox dialog',
          }),
          Carousel: translate({
            id: 'lightbox.carousel',
            message: 'Carousel',
            description: 'Accessible role description of the lightbox image strip',
          }),
          'Photo gallery': translate({
            id: 'lightbox.gallery',
            message: 'Photo gallery',
            description: 'Accessible name of the lightbox image strip',
          }),
          Slide: translate({
            id: 'lightbox.slide',
            message: 'Slide',
            description: 'Accessible role description of one image in the lightbox',
          }),
          '{index} of {total}': translate({
            id: 'lightbox.slideCount',
            message: '{index} of {total}',
            description: 'Accessible name of one image in the lightbox; the library fills {index} and {total}',
          }),
        }}
        styles={{container: {backgroundColor: 'rgb(26 31 46 / 94%)'}}}
      />
    </div>
  );
}
