import type {ReactNode} from 'react';
import clsx from 'clsx';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from './styles.module.css';

interface Props {
  eyebrow?: string;
  title: string;
  /** Id of the h2, for aria-labelledby on the section. */
  id?: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
}

/** The eyebrow, h2 and intro that open a page section. */
export default function SectionHeader({eyebrow, title, id, intro, align = 'left'}: Props): ReactNode {
  return (
    <div className={clsx(styles.header, align === 'center' && styles.center)}>
      {eyebrow && <p className="site-section__eyebrow">{eyebrow}</p>}
      <SectionHeading as="h2" id={id} className={styles.title}>
        {title}
      </SectionHeading>
      {intro && <div className={clsx('site-section__intro', styles.intro)}>{intro}</div>}
    </div>
  );
}
