import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pathWithinLocale} from '@site/src/lib/localePath';

/**
 * The current page's path within its language (`/about` on /fr/about), to compare with the
 * page paths of the site data.
 */
export default function useSitePathname(): string {
  const {pathname} = useLocation();
  return pathWithinLocale(pathname, useDocusaurusContext().siteConfig.baseUrl);
}
