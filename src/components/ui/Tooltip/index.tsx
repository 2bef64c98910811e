import {cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Tooltips open after 700 ms; within 300 ms of another closing they open at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = -Infinity;

interface Props {
  label: string;
  children: ReactElement<Record<string, unknown>>;
  placement?: 'bottom' | 'top';
}

/**
 * A visible label for an icon-only control. Opens on hover after a delay and at once on
 * keyboard focus; Escape hides it. The control keeps its own aria-label, so the tooltip text
 * is not announced twice.
 */
export default function Tooltip({label, children, placement = 'bottom'}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (immediately: boolean) => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (immediately || skip) {
      setOpen(true);
    } else {
      timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
    }
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) {
        lastClosedAt = performance.now();
      }
      return false;
    });
  };

  return (
    // Events come from the focusable trigger inside; the wrapper only listens.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className={styles.wrapper}
      onMouseEnter={() => show(false)}
      onMouseLeave={hide}
      onFocus={(event) => (event.target as HTMLElement).matches(':focus-visible') && show(true)}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
      onClick={hide}>
      {cloneElement(children, {'data-tooltip-id': id})}
      <span
        id={id}
        role="tooltip"
        aria-hidden="true"
        className={clsx(styles.tooltip, styles[placement], open && styles.open)}>
        {label}
      </span>
    </span>
  );
}
