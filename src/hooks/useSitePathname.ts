import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useCanonicalPathname from '@site/src/hooks/useCanonicalPathname';
import {pathWithinLocale} from '@site/src/lib/localePath';

/** The current page's path within its language (`/about` on /fr/about). */
export default function useSitePathname(): string {
  return pathWithinLocale(useCanonicalPathname(), useDocusaurusContext().siteConfig.baseUrl);
}
