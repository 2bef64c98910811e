/** One shared request per dynamic import; after a failure the next call tries again. */
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
