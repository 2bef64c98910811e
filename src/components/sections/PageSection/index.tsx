import type {ReactNode} from 'react';
import clsx from 'clsx';
import SectionHeader from '@site/src/components/sections/SectionHeader';
import Reveal from '@site/src/components/ui/Reveal';

interface Props {
  /** Id of the section's h2, which also labels the section. */
  readonly id: string;
  /** Id of the `<section>` element itself, for in-page links to the section. */
  readonly anchorId?: string;
  readonly title: string;
  readonly eyebrow?: string;
  readonly intro?: ReactNode;
  readonly align?: 'left' | 'center';
  /** A full-width tinted band (the container sits inside it) instead of a plain contained section. */
  readonly tinted?: boolean;
  /** A full-width dark band with light text (figures, the trust band): a pause between light sections. */
  readonly dark?: boolean;
  /**
   * The header and the content fade in together as one block, the header inline with the content
   * (a section that previews a list page: case studies, blog posts). `intro` is then one
   * paragraph's text.
   */
  readonly reveal?: boolean;
  /**
   * A section repeated on several pages (the trust band, a related study): the search indexes
   * leave it out, so a page is found for its own content only.
   */
  readonly shared?: boolean;
  readonly children?: ReactNode;
}

/**
 * A page section labelled by its h2 and opened by a `SectionHeader` (eyebrow, h2, intro). The
 * section family: `SectionHeading` (a heading with a registered id), `SectionHeader` (the opening
 * of a section), `PageSection` (the `<section>` around both and the content).
 */
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
  // The attribute the search index skips (SEARCH_EXCLUDE_ATTRIBUTE in plugins/search-index).
  const searchExclude = shared ? {'data-search-exclude': ''} : undefined;
  if (reveal) {
    return (
      <section id={anchorId} className={clsx('site-section', band)} aria-labelledby={id} {...searchExclude}>
        <div className="container">
          <Reveal>
            <SectionHeader layout="inline" eyebrow={eyebrow} title={title} id={id} intro={intro} />
            {children}
          </Reveal>
        </div>
      </section>
    );
  }
  const header = <SectionHeader eyebrow={eyebrow} title={title} id={id} intro={intro} align={align} />;
  if (band) {
    return (
      <section id={anchorId} className={clsx('site-section', band)} aria-labelledby={id} {...searchExclude}>
        <div className="container">
          {header}
          {children}
        </div>
      </section>
    );
  }
  return (
    <section id={anchorId} className="container site-section" aria-labelledby={id} {...searchExclude}>
      {header}
      {children}
    </section>
  );
}
