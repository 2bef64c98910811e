import {lazy, Suspense, type ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath, useLocation} from '@docusaurus/router';
import type {Props} from '@theme/DocRoot';

// Only an unknown /services/<x> reached in the browser needs it: kept out of the pages' first load.
const NotFound = lazy(() => import('@theme/NotFound'));

/**
 * The three root levels of the services docs instance (`docsRootComponent`,
 * `docVersionRootComponent`, `docRootComponent`): the matched service page alone. Service pages
 * bring their own layout, so no docs layout, version metadata or class is added; an unknown
 * /services/<x> renders the not-found page, as an address without a route does.
 */
export default function ServiceRoot({route}: Props): ReactNode {
  const {pathname} = useLocation();
  const routes = route.routes ?? [];
  return routes.some((child) => matchPath(pathname, child)) ? (
    renderRoutes(routes)
  ) : (
    <Suspense>
      <NotFound />
    </Suspense>
  );
}
