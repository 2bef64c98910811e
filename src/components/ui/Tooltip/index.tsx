import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A visible label for an icon-only control (which keeps its aria-label): 700 ms hover, or keyboard focus. */
export default function Tooltip({label, children}: {label: string; children: ReactNode}): ReactNode {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className={styles.wrapper}
      onMouseEnter={() => show(700)}
      onMouseLeave={hide}
      onFocus={(event) => (event.target as HTMLElement).matches(':focus-visible') && show(0)}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
      onClick={hide}>
      {children}
      <span role="tooltip" aria-hidden="true" className={clsx(styles.tooltip, open && styles.open)}>
        {label}
      </span>
    </span>
  );
}
