import type {ReactNode} from 'react';
import clsx from 'clsx';
import SectionHeader from '@site/src/components/sections/SectionHeader';
import Reveal from '@site/src/components/ui/Reveal';

interface Props {
  /** Id of the section's h2, which labels the section. */
  readonly id: string;
  /** Id of the `<section>`, for in-page links. */
  readonly anchorId?: string;
  readonly title: string;
  readonly eyebrow?: string;
  readonly intro?: ReactNode;
  readonly align?: 'left' | 'center';
  /** Full-width bands. */
  readonly tinted?: boolean;
  readonly dark?: boolean;
  /** Header and content fade in as one block; `intro` is then one paragraph's text. */
  readonly reveal?: boolean;
  /** Repeated on several pages: the search index leaves it out. */
  readonly shared?: boolean;
  readonly children?: ReactNode;
}

/** A page section labelled by its h2 and opened by a `SectionHeader` (eyebrow, h2, intro). */
export default function PageSection({
  id,
  anchorId,
  title,
  eyebrow,
  intro,
  align,
  tinted = false,
  dark = false,
  reveal = false,
  shared = false,
  children,
}: Props): ReactNode {
  const band = dark ? 'site-section--dark' : tinted && 'site-section--tinted';
  const content = reveal ? (
    <Reveal>
      <SectionHeader layout="inline" eyebrow={eyebrow} title={title} id={id} intro={intro} />
      {children}
    </Reveal>
  ) : (
    <>
      <SectionHeader eyebrow={eyebrow} title={title} id={id} intro={intro} align={align} />
      {children}
    </>
  );
  // A plain section is its own container; a band or a revealed block holds one.
  const boxed = reveal || band;
  return (
    <section
      id={anchorId}
      className={clsx(!boxed && 'container', 'site-section', band)}
      aria-labelledby={id}
      data-search-exclude={shared ? '' : undefined}>
      {boxed ? <div className="container">{content}</div> : content}
    </section>
  );
}
