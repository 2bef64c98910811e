/**
 * Whether a build is for publishing (CI, WORKERS_CI, CF_PAGES or SITE_URL set). One rule for every
 * check that refuses placeholders, a guessable PIN, passed commitments or stale translations.
 */
const PUBLISHING_VARIABLES = ['CI', 'WORKERS_CI', 'CF_PAGES', 'SITE_URL'] as const;

/** The variables set, in that order; "", "false" and "0" count as unset (`CI=false` is common locally). */
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
