import type {ReactNode} from 'react';
import SectionHeader from '@site/src/components/sections/SectionHeader';

interface Props {
  /** Id of the section's h2, which also labels the section. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
  /** A full-width tinted band (the container sits inside it) instead of a plain contained section. */
  tinted?: boolean;
  children?: ReactNode;
}

/** A page section opened by a `SectionHeader` (eyebrow, h2, intro) and labelled by its h2. */
export default function PageSection({id, title, eyebrow, intro, align, tinted = false, children}: Props): ReactNode {
  const header = <SectionHeader eyebrow={eyebrow} title={title} id={id} intro={intro} align={align} />;
  if (tinted) {
    return (
      <section className="site-section site-section--tinted" aria-labelledby={id}>
        <div className="container">
          {header}
          {children}
        </div>
      </section>
    );
  }
  return (
    <section className="container site-section" aria-labelledby={id}>
      {header}
      {children}
    </section>
  );
}
