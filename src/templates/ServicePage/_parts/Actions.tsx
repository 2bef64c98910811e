import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import {buttonClass} from '@site/src/components/ui/Button';
import caseStudies from '@site/src/internals/caseStudySummaries';
import {caseStudyListPath} from '@site/src/lib/caseStudies';

/**
 * The service's two calls to action, in the hero (on its dark gradient) and under the overview;
 * the case studies of its category, or all of them where it has none yet.
 */
export default function ServiceActions({
  serviceId,
  onDark = false,
}: {
  readonly serviceId: string;
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
      <Link
        to={caseStudyListPath(caseStudies, serviceId)}
        className={buttonClass({variant: 'secondary', context, onDark})}>
        <Translate
          id="servicePage.actions.caseStudies"
          description="Service page button to the case studies of this service">
          View Case Studies
        </Translate>
      </Link>
    </>
  );
}
