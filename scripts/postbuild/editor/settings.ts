/**
 * The writers' editor's build settings (environment variables). Off unless EDITOR_BACKEND is set;
 * a setting that is malformed, or one given without EDITOR_BACKEND, fails the build naming it.
 */
export interface EditorSettings {
  /** The git host the editor commits to. */
  backend: 'github' | 'gitlab';
  /** `owner/name` (GitLab: `group/project`, subgroups allowed). */
  repo: string;
  /** The branch writers publish to. */
  branch: string;
  /**
   * GitHub: the origin of the OAuth proxy the sign-in window opens (Decap's `base_url`);
   * GitLab: the GitLab origin (self-hosted GitLab), https://gitlab.com by default.
   */
  authUrl: string | null;
  /** The API root of a self-hosted GitLab or GitHub Enterprise; the public API by default. */
  apiUrl: string | null;
  /** GitLab only: the OAuth application id (sign-in without a proxy, PKCE). */
  appId: string | null;
  /**
   * A `decap-server` on this machine (http://127.0.0.1:<port>/api/v1), used instead of the git host
   * when /admin/ is opened on localhost: for tests and local writing. Loopback only.
   */
  localBackend: string | null;
}

const NAMES = [
  'EDITOR_BACKEND',
  'EDITOR_REPO',
  'EDITOR_BRANCH',
  'EDITOR_AUTH_URL',
  'EDITOR_API_URL',
  'EDITOR_APP_ID',
  'EDITOR_LOCAL_BACKEND',
] as const;

type EditorEnv = Partial<Record<(typeof NAMES)[number], string>>;

function httpsUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an https:// address, got "${value}"`);
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
    throw new Error(`${name} must be an https:// address without credentials, query or fragment, got "${value}"`);
  }
  return url.href.replace(/\/$/, '');
}

function loopbackUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http://127.0.0.1:<port>/api/v1 address, got "${value}"`);
  }
  if (url.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`${name} must be on this machine (http://127.0.0.1:<port>/api/v1), got "${value}"`);
  }
  return url.href.replace(/\/$/, '');
}

/** The editor's settings from the environment; null when the editor is off. */
export function editorSettingsFromEnv(env: Record<string, string | undefined>): EditorSettings | null {
  const values: EditorEnv = {};
  for (const name of NAMES) {
    const value = env[name]?.trim();
    if (value) {
      values[name] = value;
    }
  }
  const backend = values.EDITOR_BACKEND;
  if (!backend) {
    const stray = NAMES.filter((name) => values[name]);
    if (stray.length > 0) {
      throw new Error(`${stray.join(', ')} set without EDITOR_BACKEND: set EDITOR_BACKEND=github or gitlab too`);
    }
    return null;
  }
  if (backend !== 'github' && backend !== 'gitlab') {
    throw new Error(`EDITOR_BACKEND must be github or gitlab, got "${backend}"`);
  }
  const repo = values.EDITOR_REPO;
  if (!repo || !/^[\w.-]+(?:\/[\w.-]+)+$/.test(repo) || (backend === 'github' && repo.split('/').length !== 2)) {
    throw new Error(`EDITOR_REPO must name the repository as owner/name, got "${repo ?? ''}"`);
  }
  const branch = values.EDITOR_BRANCH ?? 'main';
  if (!/^[\w./-]+$/.test(branch) || branch.includes('..')) {
    throw new Error(`EDITOR_BRANCH is not a branch name: "${branch}"`);
  }
  if (values.EDITOR_APP_ID && backend !== 'gitlab') {
    throw new Error('EDITOR_APP_ID is for GitLab only (EDITOR_BACKEND=gitlab)');
  }
  if (values.EDITOR_APP_ID && !/^[\w-]+$/.test(values.EDITOR_APP_ID)) {
    throw new Error(`EDITOR_APP_ID is not an application id: "${values.EDITOR_APP_ID}"`);
  }
  return {
    backend,
    repo,
    branch,
    authUrl: values.EDITOR_AUTH_URL ? httpsUrl('EDITOR_AUTH_URL', values.EDITOR_AUTH_URL) : null,
    apiUrl: values.EDITOR_API_URL ? httpsUrl('EDITOR_API_URL', values.EDITOR_API_URL) : null,
    appId: values.EDITOR_APP_ID ?? null,
    localBackend: values.EDITOR_LOCAL_BACKEND ? loopbackUrl('EDITOR_LOCAL_BACKEND', values.EDITOR_LOCAL_BACKEND) : null,
  };
}

/** The public API origin of each git host, when EDITOR_API_URL does not name another. */
const DEFAULT_API = {github: 'https://api.github.com', gitlab: 'https://gitlab.com/api/v4'} as const;

/** The origins /admin/ talks to: the git host's API, its sign-in, and the local backend. */
export function editorOrigins(settings: EditorSettings): {connect: string[]; images: string[]} {
  const api = new URL(settings.apiUrl ?? DEFAULT_API[settings.backend]).origin;
  const auth = settings.authUrl ? new URL(settings.authUrl).origin : null;
  const local = settings.localBackend ? new URL(settings.localBackend).origin : null;
  // GitHub serves avatars and the files of a repository from two hosts of its own.
  const images =
    settings.backend === 'github' ? ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'] : [];
  const connect = [api, ...(settings.backend === 'gitlab' && auth ? [auth] : []), ...(local ? [local] : [])];
  return {connect: [...new Set(connect)], images: [...new Set([...images, api])]};
}
