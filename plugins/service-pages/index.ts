import type {LoadContext, Plugin} from '@docusaurus/types';
import {services} from '../../src/data/services';

export const PLUGIN_NAME = 'service-pages';

/** Props every generated service route receives. */
export interface ServicePageRouteProps {
  serviceId: string;
}

/**
 * One route per service line (spec 2.1, 2.9), all rendered by one template from the data in
 * src/data/services.ts: a new service is a new data entry, not a new page file.
 */
export default function servicePagesPlugin(_context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async contentLoaded({actions}) {
      for (const service of services) {
        actions.addRoute({
          path: service.link,
          exact: true,
          component: '@site/src/components/ServicePage',
          props: {serviceId: service.id} satisfies ServicePageRouteProps,
        });
      }
    },
  };
}
