import {lazy, type ComponentType, type LazyExoticComponent} from 'react';

/**
 * Wraps a dynamic import so that every call shares one request; after a failed request the next
 * call tries again (a flaky network must not leave a menu or dialog unable to open).
 */
export function sharedLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const request = load();
      pending = request;
      request.catch(() => {
        if (pending === request) {
          pending = null;
        }
      });
    }
    return pending;
  };
}

/**
 * A React.lazy component whose chunk stays out of the first load and can be fetched ahead of use
 * with `preload()` (on hover, focus or touch of the control that shows it), so that it appears
 * without a visible wait.
 */
// The same constraint as React.lazy's own signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithPreload<T extends ComponentType<any>>(
  load: () => Promise<{default: T}>,
): LazyExoticComponent<T> & {preload: () => void} {
  const shared = sharedLoader(load);
  return Object.assign(lazy(shared), {
    preload: () => {
      shared().catch(() => undefined);
    },
  });
}
