import type {ReactNode} from 'react';
import clsx from 'clsx';
import Reveal from '@site/src/components/ui/Reveal';
import SectionHeading from '@site/src/components/sections/SectionHeading';

interface Props {
  /** Id of the section's h2, which also labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  /** The cards and the link to the full list. */
  children: ReactNode;
}

/**
 * A section that previews a list page (case studies, blog posts): eyebrow, h2, optional intro and
 * the cards, revealed together on scroll.
 */
export default function TeaserSection({id, eyebrow, title, intro, tinted = false, children}: Props): ReactNode {
  return (
    <section className={clsx('site-section', tinted && 'site-section--tinted')} aria-labelledby={id}>
      <div className="container">
        <Reveal>
          <p className="site-section__eyebrow">{eyebrow}</p>
          <SectionHeading as="h2" id={id}>
            {title}
          </SectionHeading>
          {intro && <p className="site-section__intro">{intro}</p>}
          {children}
        </Reveal>
      </div>
    </section>
  );
}
