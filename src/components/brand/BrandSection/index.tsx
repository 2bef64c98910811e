import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * One collapsible section of the brand guidelines: a heading whose button toggles
 * its own region (aria-expanded + aria-controls), independently of the other sections.
 */
export default function BrandSection({title, defaultOpen = false, children}: Props): ReactNode {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <section className={clsx('site-card', styles.section, open && styles.open)}>
      <Heading as="h2" className={styles.heading}>
        <button
          id={buttonId}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}>
          <span>{title}</span>
          <svg
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            focusable="false">
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
