import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  children: ReactNode;
  className?: string;
  id?: string;
}

const VISIBILITY_THRESHOLD = 0.1;

/**
 * One-time fade-in when 10% of the section is visible (spec 2.18). Content is never hidden in
 * the prerendered HTML: only sections that are still below the fold after hydration are dimmed,
 * and only until they scroll into view.
 */
export default function Reveal({children, className, id}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (
      !element ||
      typeof IntersectionObserver === 'undefined' ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
      element.getBoundingClientRect().top < window.innerHeight
    ) {
      return undefined;
    }
    setWaiting(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWaiting(false);
          observer.disconnect();
        }
      },
      {threshold: VISIBILITY_THRESHOLD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} id={id} className={clsx(styles.reveal, waiting && styles.waiting, className)}>
      {children}
    </div>
  );
}
