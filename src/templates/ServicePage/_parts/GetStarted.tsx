import type {ReactNode} from 'react';
import clsx from 'clsx';
import DarkActions from '@site/src/components/ui/DarkActions';
import {serviceCallToAction} from '@site/src/internals/siteData/callToActions';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from '../styles.module.css';

/** The closing band: the service call to action on the dark gradient. */
export default function GetStarted(): ReactNode {
  return (
    // The same on every service page: the search indexes leave it out.
    <section className={styles.getStarted} aria-labelledby="service-get-started" data-search-exclude="">
      <div className={clsx('container', styles.getStartedInner)}>
        <SectionHeading as="h2" id="service-get-started" className={styles.getStartedTitle}>
          {serviceCallToAction.title}
        </SectionHeading>
        <p className={styles.getStartedText}>{serviceCallToAction.description}</p>
        <div className={clsx(styles.actions, styles.actionsCentered)}>
          <DarkActions primary={serviceCallToAction.primary} secondary={serviceCallToAction.secondary} />
        </div>
      </div>
    </section>
  );
}
