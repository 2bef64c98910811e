import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {scheduleMeetingPath} from '@site/src/data/navigation';

/** The service's two calls to action, in the hero (on its dark gradient) and under the overview. */
export default function ServiceActions({
  serviceId,
  onDark = false,
}: {
  readonly serviceId: string;
  readonly onDark?: boolean;
}): ReactNode {
  return (
    <>
      <Link
        to={scheduleMeetingPath}
        className={clsx('button', onDark ? 'button--secondary' : 'button--primary', 'button--lg')}>
        <Translate id="servicePage.actions.discuss" description="Service page button to book a meeting">
          Discuss Your Needs
        </Translate>
      </Link>
      <Link
        to={`/case-studies?category=${serviceId}`}
        className={clsx(
          'button button--outline',
          !onDark && 'button--primary',
          'button--lg',
          onDark && 'button--on-dark',
        )}>
        <Translate
          id="servicePage.actions.caseStudies"
          description="Service page button to the case studies of this service">
          View Case Studies
        </Translate>
      </Link>
    </>
  );
}
