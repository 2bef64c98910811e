import type {ReactNode} from 'react';
import clsx from 'clsx';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from './styles.module.css';

interface Props {
  readonly eyebrow?: string;
  readonly title: string;
  readonly id?: string;
  /** Paragraphs in a framed header, one paragraph's text in an inline one. */
  readonly intro?: ReactNode;
  readonly align?: 'left' | 'center';
  /** `inline`: flows with the content that follows (a section revealed as one block). */
  readonly layout?: 'framed' | 'inline';
}

/** The eyebrow, h2 and intro that open a page section. */
export default function SectionHeader({
  eyebrow,
  title,
  id,
  intro,
  align = 'left',
  layout = 'framed',
}: Props): ReactNode {
  if (layout === 'inline') {
    return (
      <>
        {eyebrow && <p className="site-section__eyebrow">{eyebrow}</p>}
        <SectionHeading as="h2" id={id}>
          {title}
        </SectionHeading>
        {intro && <p className="site-section__intro">{intro}</p>}
      </>
    );
  }
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
