/**
 * Slow clients on the production host (nginx with deploy/nginx, playwright.nginx.config.ts):
 * connections that never finish their request header, over plain HTTP and over TLS (with the
 * handshake done, and without one), are closed within the header timeout, and the site keeps
 * answering meanwhile. nginx reads a request header under the listen socket's default server
 * (the one that answers unknown names), so the timeouts must hold there too: this checks what a
 * client sees, whatever block sets them. Loopback only, and a bounded number of connections.
 */
import net from 'node:net';
import tls from 'node:tls';
import {test, expect} from './support/fixtures';
import {httpBaseUrl, rawRequest, testCa} from './support/host';
import {NGINX_TIMEOUT_SECONDS} from '../../scripts/postbuild/hosting';

/** Connections per kind: 3 kinds, 21 in all. */
const PER_KIND = 7;
/** Closing is checked by nginx's timer, which may fire a little late on a busy machine. */
const MARGIN_MS = 4_000;

/** Opens a connection that never completes its request; resolves with the milliseconds until the server closes it. */
function slowConnection(kind: 'http' | 'tls-header' | 'tls-silent', port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const partialHeader = 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';
    const socket =
      kind === 'tls-header'
        ? tls.connect({host: '127.0.0.1', port, servername: 'localhost', ca: testCa()}, () =>
            socket.write(partialHeader),
          )
        : net.connect({host: '127.0.0.1', port}, () => {
            if (kind === 'http') {
              socket.write(partialHeader);
            }
          });
    socket.setTimeout(NGINX_TIMEOUT_SECONDS.clientHeader * 1000 + MARGIN_MS * 3, () => {
      socket.destroy();
      reject(new Error(`${kind}: still open after ${Date.now() - started} ms`));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Date.now() - started));
    socket.resume();
  });
}

test('connections that never finish their header are closed within the header timeout; the site answers meanwhile', async ({
  baseURL,
}) => {
  test.setTimeout((NGINX_TIMEOUT_SECONDS.clientHeader * 1000 + MARGIN_MS) * 3 + 30_000);
  const httpsPort = Number(new URL(baseURL!).port);
  const httpPort = Number(new URL(httpBaseUrl()).port);
  const kinds = [
    ['http', httpPort],
    ['tls-header', httpsPort],
    ['tls-silent', httpsPort],
  ] as const;
  const pending = kinds.flatMap(([kind, port]) =>
    Array.from({length: PER_KIND}, () => slowConnection(kind, port).then((ms) => [kind, ms] as const)),
  );
  // While they hang, an ordinary visitor still gets the page.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect((await rawRequest(baseURL!, '/')).status).toBe(200);
  const closed = await Promise.all(pending);
  const limit = NGINX_TIMEOUT_SECONDS.clientHeader * 1000 + MARGIN_MS;
  const late = closed.filter(([, ms]) => ms > limit).map(([kind, ms]) => `${kind}: ${ms} ms`);
  console.log(
    `Slow connections closed after ${Math.min(...closed.map(([, ms]) => ms))}-${Math.max(...closed.map(([, ms]) => ms))} ms (limit ${limit} ms).`,
  );
  expect(late).toEqual([]);
  // None was closed at once (the server did wait for the header, it did not just refuse).
  expect(closed.filter(([, ms]) => ms < NGINX_TIMEOUT_SECONDS.clientHeader * 500)).toEqual([]);
  expect((await rawRequest(baseURL!, '/')).status).toBe(200);
});
