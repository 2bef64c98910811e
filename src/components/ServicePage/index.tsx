import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SitePage from '@site/src/components/SitePage';
import {findServiceById} from '@site/src/data/services';
import {scheduleMeetingPath} from '@site/src/data/navigation';
import type {ServicePageRouteProps} from '@site/plugins/service-pages';

/** The template of every service page (spec 2.9). */
export default function ServicePage({serviceId}: ServicePageRouteProps): ReactNode {
  const service = findServiceById(serviceId)!;
  return (
    <SitePage
      theme={service.theme}
      title={service.title}
      eyebrow={service.hero.eyebrow}
      heading={service.hero.headline}
      description={service.description}
      keywords={service.keywords}
      intro={<p>{service.hero.subheadline}</p>}
      heroActions={
        <>
          <Link to={scheduleMeetingPath} className="button button--secondary button--lg">
            Discuss Your Needs
          </Link>
          <Link to={`/case-studies?category=${service.id}`} className="button button--outline button--secondary button--lg">
            View Case Studies
          </Link>
        </>
      }
    />
  );
}
