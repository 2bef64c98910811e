/**
 * Load on the production host (nginx with deploy/nginx, playwright.nginx.config.ts): at 10, 100
 * and 500 simultaneous connections every request gets a 200 and the complete file, with no error;
 * and nginx killed (SIGKILL) under load leaves every file of the build and of its includes as it
 * was, and a restarted nginx serves again. It counts answers and compares bytes, never times: a
 * busy machine makes it slower, not red. Loopback only, a bounded number of requests per level.
 */
import {readFileSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {test, expect} from './support/fixtures';
import {testCa} from './support/host';
import {fileHashes, loadTargets, runLoad} from './support/load';
import {BUILD_DIR, NGINX_DIR} from '../support/routes';

/** The simultaneous connections of each level (the go-live review's figures). */
const LEVELS = [10, 100, 500];
/** Requests per connection: each connection is reused, as a browser reuses it. */
const ROUNDS = 2;

interface LocalNginx {
  url: string;
  caFile: string;
  prefix: string;
  stop: () => Promise<void>;
}

/** deploy/nginx/local.mjs, the same start as the suite's own server (an ES module with top-level await). */
async function startNginx(options: {root: string; port: number; httpsPort: number}): Promise<LocalNginx> {
  const local = (await import(pathToFileURL(path.resolve(__dirname, '../../deploy/nginx/local.mjs')).href)) as {
    startNginx: (startOptions: typeof options) => Promise<LocalNginx>;
  };
  return local.startNginx(options);
}

/** Whether anything accepts connections on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({host: '127.0.0.1', port}, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

test.describe.configure({mode: 'serial'});

for (const connections of LEVELS) {
  test(`${connections} connections at once: every request gets 200 and the complete file`, async ({baseURL}) => {
    test.setTimeout(120_000);
    const targets = loadTargets();
    const result = await runLoad(baseURL!, targets, {
      connections,
      requests: Math.max(connections * ROUNDS, targets.length),
      ca: testCa(),
    });
    console.log(
      `${connections} connections: ${result.complete} complete answers, ${result.failures.length} failed, ${result.peakConnections} connections open at once`,
    );
    expect(result.failures).toEqual([]);
    expect(result.complete).toBeGreaterThanOrEqual(connections * ROUNDS);
    // The level was reached: the client held that many connections open together.
    expect(result.peakConnections).toBe(connections);
  });
}

test('nginx killed (SIGKILL) under load changes no file of the build or its includes; restarted, it serves again', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A second nginx of its own, on the two ports after the suite's, so the suite's server lives on.
  const httpPort = Number(new URL(baseURL!).port) + 1;
  const ports = {root: BUILD_DIR, port: httpPort, httpsPort: httpPort + 1};
  const targets = loadTargets();
  const before = fileHashes([BUILD_DIR, NGINX_DIR]);
  let server = await startNginx(ports);
  try {
    // nginx daemonises into a session of its own: the master's pid is the group of all its processes.
    const group = Number(readFileSync(path.join(server.prefix, 'nginx.pid'), 'utf8').trim());
    const kill = new AbortController();
    let inFlightAtKill = 0;
    const underLoad = await runLoad(server.url, targets, {
      connections: 100,
      requests: 10_000,
      signal: kill.signal,
      ca: readFileSync(server.caFile),
      onComplete: (complete, inFlight) => {
        if (complete === 300 && !kill.signal.aborted) {
          kill.abort();
          inFlightAtKill = inFlight;
          process.kill(-group, 'SIGKILL');
        }
      },
    });
    console.log(
      `Killed with ${inFlightAtKill} requests in flight, after 300 complete answers: ${underLoad.complete - 300} more complete, ${underLoad.failures.length} cut off`,
    );
    // The kill landed mid-load (those in flight complete from what nginx had sent, or fail).
    expect(inFlightAtKill).toBeGreaterThan(0);
    // The signal lands a moment after the answers already on their way: wait for the port to close.
    await expect.poll(() => listening(ports.httpsPort)).toBe(false);
    expect(fileHashes([BUILD_DIR, NGINX_DIR])).toEqual(before);

    await server.stop();
    server = await startNginx(ports);
    const again = await runLoad(server.url, targets, {
      connections: 10,
      requests: targets.length,
      ca: readFileSync(server.caFile),
    });
    expect(again.failures).toEqual([]);
    expect(again.complete).toBe(targets.length);
    expect(fileHashes([BUILD_DIR, NGINX_DIR])).toEqual(before);
  } finally {
    await server.stop();
  }
});
