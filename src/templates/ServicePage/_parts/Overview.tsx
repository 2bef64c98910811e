import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SectionHeader from '@site/src/components/sections/SectionHeader';
import type {Service} from '@site/src/data/services';
import ServiceActions from './Actions';
import styles from '../styles.module.css';

/** "Overview": the service's summary beside its highlights, with the calls to action. */
export default function Overview({
  service,
  caseStudiesPath,
}: {
  readonly service: Service;
  readonly caseStudiesPath: string;
}): ReactNode {
  return (
    <section className="container site-section" aria-labelledby="service-overview">
      <div className={styles.overview}>
        <div>
          <SectionHeader
            eyebrow={translate({
              id: 'servicePage.overview.eyebrow',
              message: 'Overview',
              description: 'Eyebrow of the service overview section',
            })}
            title={translate(
              {
                id: 'servicePage.overview.title',
                message: 'How {service} works',
                description: 'Heading of the service overview section; {service} is the service title',
              },
              {service: service.title},
            )}
            id="service-overview"
          />
          {service.detailedDescription.split('\n\n').map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <div className={styles.actions}>
            <ServiceActions caseStudiesPath={caseStudiesPath} />
          </div>
        </div>
        <img
          className={styles.image}
          src={service.image}
          alt={service.imageAlt}
          width={800}
          height={600}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
