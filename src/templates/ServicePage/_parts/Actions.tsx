import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import {buttonClass} from '@site/src/components/ui/Button';

/**
 * The service's two calls to action, in the hero (on its dark gradient) and under the overview;
 * the case studies of its category, or all of them where it has none yet.
 */
export default function ServiceActions({
  caseStudiesPath,
  onDark = false,
}: {
  /** The case-study list, filtered by the service's category where it has studies. */
  readonly caseStudiesPath: string;
  readonly onDark?: boolean;
}): ReactNode {
  // Large in the hero, section-sized under the overview.
  const context = onDark ? 'hero' : 'section';
  return (
    <>
      <Link to={scheduleMeetingPath} className={buttonClass({variant: 'primary', context, onDark})}>
        <Translate id="servicePage.actions.discuss" description="Service page button to book a meeting">
          Discuss Your Needs
        </Translate>
      </Link>
      <Link to={caseStudiesPath} className={buttonClass({variant: 'secondary', context, onDark})}>
        <Translate
          id="servicePage.actions.caseStudies"
          description="Service page button to the case studies of this service">
          View Case Studies
        </Translate>
      </Link>
    </>
  );
}
