/** Recovery from failed lazy-chunk loads: one full reload, then the error page. */
export const PRELOAD_ERROR_EVENT = 'site:preload-error';
const RELOAD_MARKER_KEY = 'site:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) {
    return false;
  }
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

interface RecoveryEnvironment {
  href: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  dispatch: (event: Event) => boolean;
  reload: (href: string) => void;
}

/** Returns true when a full page load was started. */
export function recoverFromChunkError(error: unknown, env: RecoveryEnvironment): boolean {
  if (!isChunkLoadError(error)) {
    return false;
  }
  const event = new CustomEvent(PRELOAD_ERROR_EVENT, {detail: error, cancelable: true});
  const notCancelled = env.dispatch(event);
  if (!notCancelled || env.storage.getItem(RELOAD_MARKER_KEY) === env.href) {
    return false;
  }
  env.storage.setItem(RELOAD_MARKER_KEY, env.href);
  env.reload(env.href);
  return true;
}

export function browserRecoveryEnvironment(): RecoveryEnvironment {
  return {
    href: window.location.href,
    storage: window.sessionStorage,
    dispatch: (event) => window.dispatchEvent(event),
    reload: (href) => window.location.assign(href),
  };
}

/** True for a failed <script> of the site's own JavaScript chunks. */
export function isChunkScriptFailure(target: EventTarget | null): boolean {
  return (
    typeof HTMLScriptElement !== 'undefined' &&
    target instanceof HTMLScriptElement &&
    /\/assets\/js\/[^/]+\.js(\?|$)/.test(target.src)
  );
}
