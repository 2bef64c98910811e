/**
 * Per-source limits of the nginx site (deploy/nginx): how many requests one client address may
 * send and keep in progress. The one source of these values: rendered into build-nginx/http.conf
 * (the shared zones, which nginx accepts only at `http` level) and build-nginx/limits.conf (the
 * limits, in the site's server block); the production-host tests read them to stay within them.
 */

/**
 * The limits per client address (IPv4 address, or IPv6 address).
 *
 * - `requestsPerSecond`: the sustained rate. A first visit loads about 40 files, the next page
 *   a handful (bundles are cached for a year), so an office of people behind one address stays
 *   far below it, while a client looping as fast as it can is held to it.
 * - `burst`: requests beyond the rate answered at once, not queued (`nodelay`): a cold page load
 *   or a few tabs restored together never wait. Past the burst, a request gets 429 at once.
 * - `inProgress`: requests of one address being answered at the same time (nginx counts a
 *   connection only once its request header is complete, and each HTTP/2 stream separately). A
 *   browser has at most a few dozen in flight; a client that keeps slow downloads open to hold
 *   nginx's connection slots is cut at this number.
 */
export const NGINX_CLIENT_LIMITS = {requestsPerSecond: 50, burst: 200, inProgress: 100} as const;

/** The status of a request over a limit: "Too Many Requests", with the site's own page. */
export const NGINX_LIMIT_STATUS = 429;

/** Shared-memory size of each zone: 1 MB holds about 16,000 addresses' states (nginx docs). */
const ZONE_SIZE = '10m';

/**
 * nginx include at `http` level (deploy/nginx/northbeam.conf includes it outside its server
 * blocks): the per-address zones and, for the error pages that nginx raises before it picks a
 * location (400 and 414 from the request line), the folder of the request's language.
 * `$binary_remote_addr` keys the zones by address (4 or 16 bytes).
 */
export function renderNginxHttpContext(
  baseUrls: readonly string[],
  limits: typeof NGINX_CLIENT_LIMITS = NGINX_CLIENT_LIMITS,
): string {
  return [
    '# Generated at build by scripts/postbuild (scripts/postbuild/nginxLimits.ts).',
    `limit_req_zone $binary_remote_addr zone=northbeam_requests:${ZONE_SIZE} rate=${limits.requestsPerSecond}r/s;`,
    `limit_conn_zone $binary_remote_addr zone=northbeam_in_progress:${ZONE_SIZE};`,
    ...renderErrorFolderMap(baseUrls),
    '',
  ].join('\n');
}

/**
 * `map` from the request line (`$request`, set even for a request line too long to finish) to
 * the error pages' folder: `/_nginx/errors/fr/` under `/fr/`, `/_nginx/errors/` otherwise.
 */
function renderErrorFolderMap(baseUrls: readonly string[]): string[] {
  return [
    'map $request $northbeam_error_pages {',
    '    default /_nginx/errors/;',
    ...baseUrls.slice(1).map((baseUrl) => {
      if (!/^\/[a-z-]+\/$/.test(baseUrl)) {
        throw new Error(`Cannot write an nginx error-page map for the base URL ${baseUrl}`);
      }
      return `    "~^[^ ]+ ${baseUrl.slice(0, -1)}(?:[/?# ]|$)" /_nginx/errors${baseUrl};`;
    }),
    '}',
  ];
}

/** nginx include for the site's server block: the limits, and their status. */
export function renderNginxLimits(limits: typeof NGINX_CLIENT_LIMITS = NGINX_CLIENT_LIMITS): string {
  return [
    '# Generated at build by scripts/postbuild (NGINX_CLIENT_LIMITS in scripts/postbuild/nginxLimits.ts).',
    `limit_req zone=northbeam_requests burst=${limits.burst} nodelay;`,
    `limit_conn northbeam_in_progress ${limits.inProgress};`,
    `limit_req_status ${NGINX_LIMIT_STATUS};`,
    `limit_conn_status ${NGINX_LIMIT_STATUS};`,
    // A refused request is the limit working, not a server fault: a warning, not an error.
    'limit_req_log_level warn;',
    'limit_conn_log_level warn;',
    '',
  ].join('\n');
}
