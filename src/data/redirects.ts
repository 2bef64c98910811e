/**
 * Permanent redirects of the short service paths older material uses: the build writes them to the
 * host's `_redirects` file and as redirect pages, so a new redirect is one entry here.
 */
export interface Redirect {
  /** Site path without a trailing slash. */
  from: `/${string}`;
  /** Canonical site path it answers 301 with. */
  to: `/${string}`;
}

export const serviceRedirects = [
  {from: '/services/it-consulting', to: '/services/it-consulting-vcio'},
  {from: '/services/cloud-solutions', to: '/services/cloud-hosting-services'},
  {from: '/services/cybersecurity', to: '/services/cybersecurity-services'},
  {from: '/services/software-development', to: '/services/custom-software-development'},
] as const satisfies readonly Redirect[];
