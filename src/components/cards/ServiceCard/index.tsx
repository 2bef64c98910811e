import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import IconCard from '@site/src/components/cards/IconCard';
import type {ServiceSummary} from '@site/src/lib/services';
import type {ServiceCardDetail} from '@site/src/lib/serviceCards';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

/** The overview page's card (`detailed`) lists features and benefits too. */
type Props = {service: ServiceSummary; detailed?: false} | {service: ServiceCardDetail; detailed: true};

/** A service line card with its icon, summary and a Learn More link to the canonical route. */
export default function ServiceCard(props: Props): ReactNode {
  const {service} = props;
  return (
    <IconCard
      as="article"
      icon={service.icon}
      iconSize={26}
      title={service.title}
      headingId={`service-card-${service.id}`}
      className={clsx('site-card--interactive', styles.card)}
      action={
        // The hidden words make each link's text unique for search engines and screen readers.
        <Link to={service.link} className={buttonClass({variant: 'secondary'})}>
          <Translate id="servicePage.card.learnMore" description="Button of a service card, to the service's page">
            Learn More
          </Translate>
          <span className="visually-hidden">
            {' '}
            <Translate
              id="servicePage.card.learnMoreAbout"
              description="Hidden end of a service card's button, naming the service; {service} is its title"
              values={{service: service.title}}>
              {'about {service}'}
            </Translate>
          </span>
        </Link>
      }>
      <p>{service.description}</p>
      {props.detailed && (
        <div className={styles.lists}>
          <div>
            <p className={styles.listTitle}>
              <Translate
                id="servicePage.card.featuresTitle"
                description="Title of the feature list on a detailed service card">
                Key features
              </Translate>
            </p>
            <ul className={styles.list}>
              {props.service.features.map((feature) => (
                <li key={feature.id}>{feature.title}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className={styles.listTitle}>
              <Translate
                id="servicePage.card.benefitsTitle"
                description="Title of the benefit list on a detailed service card">
                Benefits
              </Translate>
            </p>
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
