/**
 * Whether `npm test` runs the production-host suite (nginx serving the build). A developer
 * machine without nginx skips it with a clear reason; CI must run it, because it guards the
 * deployment (headers, redirects, CSP under the real host).
 *
 * @param {{nginx: string | undefined, ci: string | undefined}} machine
 * @returns {{action: 'run'} | {action: 'skip' | 'fail', reason: string}}
 */
export function productionHostPlan({nginx, ci}) {
  if (nginx) {
    return {action: 'run'};
  }
  const reason = 'nginx is not installed (Debian: apt-get install -y nginx)';
  return ci ? {action: 'fail', reason: `${reason}; CI requires the production-host suite`} : {action: 'skip', reason};
}
