/** Whether a build is for publishing: one rule for every check that refuses what only a local build may hold. */
const PUBLISHING_VARIABLES = ['CI', 'WORKERS_CI', 'CF_PAGES', 'SITE_URL'] as const;

/** The variables set, in that order; "", "false" and "0" count as unset (`CI=false` is common locally). */
export function publishingVariables(env: NodeJS.ProcessEnv): string[] {
  return PUBLISHING_VARIABLES.filter((name) => {
    const value = env[name]?.trim().toLowerCase();
    return value !== undefined && value !== '' && value !== 'false' && value !== '0';
  });
}

/** Fails a build for publishing with `problem`, saying why it is one; other builds go on. */
export function refuseWhenPublishing(problem: string, env: NodeJS.ProcessEnv = process.env): void {
  const variables = publishingVariables(env);
  if (variables.length > 0) {
    throw new Error(`This build is for publishing (${variables.join(', ')} set)${problem}`);
  }
}
