/**
 * Non-canonical service links (spec 2.1) and the canonical route each one redirects to. The
 * service-pages plugin generates a static redirect page for every entry; hosting configuration
 * (nginx, Netlify) can reuse the same map for server-side redirects.
 */
import type {ServiceCategoryKey} from './serviceCategories';

export interface ServiceRedirect {
  from: `/services/${string}`;
  to: `/services/${ServiceCategoryKey}`;
}

export const serviceRedirects: readonly ServiceRedirect[] = [
  {from: '/services/it-consulting', to: '/services/it-consulting-vcio'},
  {from: '/services/cloud-solutions', to: '/services/cloud-hosting-services'},
  {from: '/services/cybersecurity', to: '/services/cybersecurity-services'},
  {from: '/services/software-development', to: '/services/custom-software-development'},
];
