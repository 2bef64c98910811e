import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import IconCard from '@site/src/components/IconCard';
import type {Service} from '@site/src/data/services';
import type {ServiceSummary} from '@site/src/data/serviceSummaries';
import styles from './styles.module.css';

type Props = {headingLevel?: 'h2' | 'h3'} & (
  | {service: ServiceSummary; detailed?: false}
  /** The overview page's card lists features and benefits, so it needs the full service. */
  | {service: Service; detailed: true}
);

/** A service line card with its icon, summary and a Learn More link to the canonical route. */
export default function ServiceCard(props: Props): ReactNode {
  const {service, headingLevel = 'h3'} = props;
  return (
    <IconCard
      as="article"
      icon={service.icon}
      iconSize={26}
      title={service.title}
      headingLevel={headingLevel}
      headingId={`service-card-${service.id}`}
      className={clsx('site-card--interactive', styles.card)}
      action={
        // The hidden words make each link's text unique for search engines and screen readers.
        <Link to={service.link} className="button button--outline button--primary">
          Learn More<span className="visually-hidden"> about {service.title}</span>
        </Link>
      }>
      <p>{service.description}</p>
      {props.detailed && (
        <div className={styles.lists}>
          <div>
            <p className={styles.listTitle}>Key features</p>
            <ul className={styles.list}>
              {props.service.features.map((feature) => (
                <li key={feature.id}>{feature.title}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className={styles.listTitle}>Benefits</p>
            <ul className={styles.list}>
              {props.service.benefits.map((benefit) => (
                <li key={benefit.id}>{benefit.title}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </IconCard>
  );
}
