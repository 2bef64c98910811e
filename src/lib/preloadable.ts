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
