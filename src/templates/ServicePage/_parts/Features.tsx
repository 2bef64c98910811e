import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import IconCardGrid from '@site/src/components/cards/IconCardGrid';
import PageSection from '@site/src/components/sections/PageSection';
import type {Service} from '@site/src/lib/services';

/** "Key Features": the service's features as icon cards. */
export default function Features({service}: {readonly service: Service}): ReactNode {
  return (
    <PageSection
      eyebrow={translate({
        id: 'servicePage.features.eyebrow',
        message: "What's included",
        description: 'Eyebrow of the features section of a service page',
      })}
      title={translate({
        id: 'servicePage.features.title',
        message: 'Key Features',
        description: 'Heading of the features section of a service page',
      })}
      id="service-features">
      <IconCardGrid items={service.features} className="site-grid--3" />
    </PageSection>
  );
}
