import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useLightbox} from '@site/src/components/ui/Lightbox';
import styles from './styles.module.css';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}

/** An image that opens the shared lightbox on click. */
export default function ZoomableImage({src, alt, width, height, className, priority = false}: Props): ReactNode {
  const openLightbox = useLightbox();
  return (
    <button
      type="button"
      className={clsx(styles.trigger, className)}
      onClick={() => openLightbox([{src, alt, width, height}])}
      aria-label={translate(
        {
          id: 'lightbox.enlarge',
          message: 'Enlarge image: {alt}',
          description: 'Accessible name of an image that opens in the lightbox; {alt} is its description',
        },
        {alt},
      )}>
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        className={styles.image}
      />
    </button>
  );
}
