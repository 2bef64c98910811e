import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {ClosingCallToAction as ClosingCallToActionData} from '@site/src/data/callToActions';
import DarkActions from '@site/src/components/ui/DarkActions';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from './styles.module.css';

interface Props {
  /** Id of the band's heading, which labels it. */
  readonly id: string;
  readonly callToAction: ClosingCallToActionData;
}

/** The closing band on the brand gradient: a heading, a line and two buttons (service pages, posts, case studies). */
export default function ClosingCallToAction({id, callToAction}: Props): ReactNode {
  return (
    <section className={styles.band} aria-labelledby={id} data-search-exclude="">
      <div className={clsx('container', styles.inner)}>
        <SectionHeading as="h2" id={id} className={styles.title}>
          {callToAction.title}
        </SectionHeading>
        <p className={styles.text}>{callToAction.description}</p>
        <div className={styles.actions}>
          <DarkActions primary={callToAction.primary} secondary={callToAction.secondary} />
        </div>
      </div>
    </section>
  );
}
