import type {ReactNode} from 'react';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import Reveal from '@site/src/components/ui/Reveal';
import styles from '../styles.module.css';

interface Props {
  /** Id of the h2, which labels the section and is its in-page target. */
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}

/** One titled block of a case study, revealed on scroll. */
export default function Section({id, title, children}: Props): ReactNode {
  return (
    <Reveal className={styles.section}>
      <section aria-labelledby={id} data-testid={`section-${id}`}>
        <SectionHeading as="h2" id={id} className={styles.sectionTitle}>
          {title}
        </SectionHeading>
        {children}
      </section>
    </Reveal>
  );
}
