/**
 * Whether a build is for publishing: a CI service (CI), a hosting platform's build (Cloudflare
 * Pages: CF_PAGES, Cloudflare Workers Builds: WORKERS_CI, Netlify: NETLIFY), or a public address
 * (SITE_URL, as a build for a server of one's own sets it). Such a build refuses what the
 * repository holds in place of real values: a placeholder address or number, a guessable brand
 * PIN, a commitment whose date has passed, a stale translation. The same rule everywhere, so a
 * build cannot publish by one route what another refuses.
 */
const PUBLISHING_VARIABLES = ['CI', 'CF_PAGES', 'WORKERS_CI', 'NETLIFY', 'SITE_URL'] as const;

/**
 * The variables that make this build one for publishing, in that order. An empty value, "false"
 * or "0" counts as unset: `CI=false` is a common way to run a build locally with CI behaviour off.
 */
export function publishingVariables(env: NodeJS.ProcessEnv): string[] {
  return PUBLISHING_VARIABLES.filter((name) => {
    const value = env[name]?.trim().toLowerCase();
    return value !== undefined && value !== '' && value !== 'false' && value !== '0';
  });
}

/** "CI, SITE_URL set": why a build counts as one for publishing, for its error messages. */
export function publishingReason(env: NodeJS.ProcessEnv): string {
  return `${publishingVariables(env).join(', ')} set`;
}
