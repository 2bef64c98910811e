import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  src: string;
  alt: string;
  /** The LCP image: eager, high priority. */
  priority?: boolean;
  className?: string;
}

/** A card's 1200x630 cover image (the Open Graph ratio), sized up front so nothing shifts. */
export default function CardImage({src, alt, priority = false, className}: Props): ReactNode {
  return (
    <img
      className={clsx(styles.image, className)}
      src={src}
      alt={alt}
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
