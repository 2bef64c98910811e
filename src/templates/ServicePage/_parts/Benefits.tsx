import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import IconCard from '@site/src/components/cards/IconCard';
import PageSection from '@site/src/components/sections/PageSection';
import type {Service} from '@site/src/lib/services';

/** "Benefits": what the client gains, as check-marked cards. */
export default function Benefits({service}: {readonly service: Service}): ReactNode {
  return (
    <PageSection
      tinted
      eyebrow={translate({
        id: 'servicePage.benefits.eyebrow',
        message: 'Why it matters',
        description: 'Eyebrow of the benefits section of a service page',
      })}
      title={translate({
        id: 'servicePage.benefits.title',
        message: 'Benefits',
        description: 'Heading of the benefits section of a service page',
      })}
      id="service-benefits">
      <ul className="site-grid site-grid--2">
        {service.benefits.map((benefit) => (
          <IconCard
            key={benefit.id}
            variant="inline"
            icon="check"
            iconSize={22}
            iconTone="success"
            title={benefit.title}>
            <p>{benefit.description}</p>
          </IconCard>
        ))}
      </ul>
    </PageSection>
  );
}
