import {isChunkLoadError, PRELOAD_ERROR_EVENT, recoverFromChunkError} from '@site/src/lib/chunkErrors';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.\n(error: https://site/assets/js/123.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function environment(stored: string | null = null) {
  const storage = new Map<string, string>();
  if (stored) {
    storage.set('site:chunk-reload', stored);
  }
  const events: Event[] = [];
  const reloads: string[] = [];
  return {
    events,
    reloads,
    env: {
      href: 'https://site/blog',
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
      },
      dispatch: (event: Event) => {
        events.push(event);
        return !event.defaultPrevented;
      },
      reload: (href: string) => void reloads.push(href),
    },
  };
}

describe('a visitor on an old page after a deploy (chunk-load failures)', () => {
  it('recognises webpack and browser chunk errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('fires the preload-error event and reloads the requested address once, never in a loop', () => {
    const first = environment();
    expect(recoverFromChunkError(chunkError(), first.env)).toBe(true);
    expect(first.events.map((event) => event.type)).toEqual([PRELOAD_ERROR_EVENT]);
    expect(first.reloads).toEqual(['https://site/blog']);
    const again = environment('https://site/blog');
    expect(recoverFromChunkError(chunkError(), again.env)).toBe(false);
    expect(again.reloads).toEqual([]);
  });

  it('leaves other errors to the error page', () => {
    const other = environment();
    expect(recoverFromChunkError(new Error('boom'), other.env)).toBe(false);
    expect(other.events).toEqual([]);
  });
});
