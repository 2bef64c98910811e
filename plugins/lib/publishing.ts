/**
 * Whether a build is for publishing: on a CI service (CI), on Cloudflare's builds (WORKERS_CI,
 * CF_PAGES), or for a public address (SITE_URL). Such a build refuses what the repository holds in
 * place of real values: a placeholder address or number, a guessable brand PIN, a commitment whose
 * date has passed, a stale translation. One rule for every check, so that no way of building
 * publishes what another refuses.
 */
const PUBLISHING_VARIABLES = ['CI', 'WORKERS_CI', 'CF_PAGES', 'SITE_URL'] as const;

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
