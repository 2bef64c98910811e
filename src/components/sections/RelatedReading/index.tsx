import type {ReactNode} from 'react';
import clsx from 'clsx';
import PageSection from '@site/src/components/sections/PageSection';
import styles from './styles.module.css';

interface Props {
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  /** One `<li>` per card. */
  readonly children: ReactNode;
}

/** What to read next at the end of a post or a case study (src/lib/relatedReading.ts). */
export default function RelatedReading({id, eyebrow, title, children}: Props): ReactNode {
  return (
    <PageSection reveal shared tinted id={id} eyebrow={eyebrow} title={title}>
      <ul className={clsx('site-grid site-grid--auto', styles.grid)}>{children}</ul>
    </PageSection>
  );
}
