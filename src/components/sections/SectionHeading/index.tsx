/**
 * A heading with an id, without `@theme/Heading`'s "#" link (which changes its accessible name);
 * the id is still registered with the broken-anchor check.
 */
import type {ComponentProps, ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

type HeadingLevel = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type SectionHeadingProps = ComponentProps<HeadingLevel> & {as: HeadingLevel; id?: string};

export default function SectionHeading({as: As, id, ...props}: SectionHeadingProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (id) {
    brokenLinks.collectAnchor(id);
  }
  return <As id={id} {...props} />;
}
