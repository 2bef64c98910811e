/**
 * Permanent redirects of non-canonical links (the short service paths that
 * older material and partners use). The build turns this list into the nginx `location` rules
 * and the Netlify / Cloudflare Pages `_redirects` file (scripts/postbuild), so a new
 * redirect is one entry here.
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
