/**
 * A heading whose id names its section (`aria-labelledby`) or is an in-page target. The theme's
 * `@theme/Heading` would add a hover "#" link to it, which changes the look and the heading's
 * accessible name ("Title Direct link to Title"); this one renders the plain element and still
 * registers the id with Docusaurus's broken-anchor check. Headings without an id use
 * `@theme/Heading` directly.
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
