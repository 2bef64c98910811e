import {matchPath, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import routes from '@site/src/internals/generatedRoutes';
import {canonicalPagePath, type RouteMatcher} from '@site/src/lib/canonicalPath';

const matches: RouteMatcher = (pathname, route) =>
  matchPath(pathname, {path: route.path as string, exact: route.exact}) !== null;

/** The current page's own address (`/about` on /About, `/fr/` on //fr/), from the matched route. */
export default function useCanonicalPathname(): string {
  const {pathname} = useLocation();
  return canonicalPagePath(pathname, routes, matches, useDocusaurusContext().siteConfig.baseUrl);
}
