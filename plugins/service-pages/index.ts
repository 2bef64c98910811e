import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Service} from '../../src/data/services';
import {siteDataOf} from '../site-data';
import {readContentCollections, toCaseStudySummary} from '../content-collections';
import {
  getHeadlineResults,
  getStableRelatedCaseStudies,
  RELATED_CANDIDATE_COUNT,
  type CaseStudySummary,
  type HeadlineResult,
} from '../../src/lib/caseStudies';
import {serviceRedirects} from '../../src/data/redirects';
import type {RedirectPageProps} from '../../src/templates/RedirectPage';
import {localizedRoute} from '../lib/locale';
import {serviceCardDetail, type ServiceCardDetail} from '../../src/lib/serviceCards';

export const PLUGIN_NAME = 'service-pages';

/**
 * Props every generated service route receives: its own service's copy and the case studies it
 * can show. Route props become a data module of that route, so a service page ships neither the
 * other seven services' texts nor every study.
 */
export interface ServicePageRouteProps {
  service: Service;
  /** The pool of its related study: the newest of its category's, or of all where it has none. */
  relatedCaseStudies: CaseStudySummary[];
  /** The trust band's results. */
  headlineResults: HeadlineResult[];
}

/** Props of the overview route (/services): each service's card, not its page copy. */
export interface ServicesPageRouteProps {
  services: ServiceCardDetail[];
}

/**
 * The IT Services overview and one route per service line, all rendered from the data in
 * src/data/services.ts: a new service is a new data entry, not a new page file. Also one static
 * redirect page per non-canonical service link (src/data/redirects.ts).
 */
export default function servicePagesPlugin(context: LoadContext): Plugin<void> {
  return {
    name: PLUGIN_NAME,
    // After every plugin's content: the services come translated from plugins/site-data.
    async allContentLoaded({allContent, actions}) {
      const {services} = siteDataOf(allContent).services;
      const caseStudies = readContentCollections(allContent).caseStudies.map(toCaseStudySummary);
      const headlineResults = getHeadlineResults(caseStudies);
      actions.addRoute({
        path: localizedRoute(context, '/services'),
        exact: true,
        component: '@site/src/templates/ServicesPage',
        props: {services: services.map(serviceCardDetail)} satisfies ServicesPageRouteProps,
      });
      for (const service of services) {
        actions.addRoute({
          path: localizedRoute(context, service.link),
          exact: true,
          component: '@site/src/templates/ServicePage',
          props: {
            service,
            relatedCaseStudies: getStableRelatedCaseStudies(caseStudies, service.id, RELATED_CANDIDATE_COUNT),
            headlineResults,
          } satisfies ServicePageRouteProps,
        });
      }
      for (const redirect of serviceRedirects) {
        const target = services.find((service) => service.link === redirect.to);
        if (!target) {
          throw new Error(
            `[${PLUGIN_NAME}] Redirect ${redirect.from} points at ${redirect.to}, which is not a service route.`,
          );
        }
        actions.addRoute({
          path: localizedRoute(context, redirect.from),
          exact: true,
          component: '@site/src/templates/RedirectPage',
          props: {to: redirect.to, label: target.title} satisfies RedirectPageProps,
        });
      }
    },
  };
}
