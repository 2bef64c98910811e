/**
 * Per-source limits on the production host (nginx with deploy/nginx, playwright.nginx.config.ts):
 * one client address that reconnects as fast as it can, or that keeps downloads in progress
 * without reading them, is held to NGINX_CLIENT_LIMITS and answered 429 past them, while a
 * visitor from another address keeps getting the page. Each client has a loopback address of its own
 * (127.0.3.0/24; nginx listens on 127.0.0.1, and the whole of 127.0.0.0/8 is loopback on Linux).
 * Loopback only, each scenario bounded in time; counts are checked, timings only printed.
 */
import {statSync} from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import {test, expect} from './support/fixtures';
import {rawRequest, testCa, type RawResponse} from './support/host';
import {loadTargets} from './support/load';
import {NGINX_CLIENT_LIMITS, NGINX_LIMIT_STATUS} from '../../scripts/postbuild/nginxLimits';

/** How long each scenario runs at least. */
const SCENARIO_MS = 10_000;
/** The reconnecting client stops once this many of its requests are over its limit, or at the longest. */
const FLOOD_OVER_LIMIT = 200;
const FLOOD_LONGEST_MS = 25_000;
/** The reconnecting client's requests on one connection before it opens the next. */
const REQUESTS_PER_CONNECTION = 10;
/** The visitor asks for a page this often, each time on a new connection. */
const VISIT_EVERY_MS = 250;
/** A visit with no answer in this time counts as failed (the site is down for that visitor). */
const VISIT_TIMEOUT_MS = 5_000;

/** The most requests the 429-page check sends before it gives up waiting for a 429. */
const LIMIT_PAGE_MOST_REQUESTS = 3_000;

const ATTACKER = '127.0.3.1';
const HOLDER = '127.0.3.2';
const VISITOR = '127.0.3.3';

interface Visit {
  status: number | string;
  ms: number;
}

/** A client at `localAddress` that opens a new connection for every request. */
function reconnectingClient(localAddress: string): https.Agent {
  return new https.Agent({keepAlive: false, localAddress, ca: testCa()});
}

/** One GET from `agent`'s client; resolves with the status, or the error's code. */
function visit(baseURL: string, path: string, agent: https.Agent): Promise<Visit> {
  const {hostname, port} = new URL(baseURL);
  const started = Date.now();
  return new Promise((resolve) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: hostname,
        headers: {host: `${hostname}:${port}`},
        agent,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({status: response.statusCode ?? 0, ms: Date.now() - started}));
        response.on('error', (error) => resolve({status: error.message, ms: Date.now() - started}));
      },
    );
    request.setTimeout(VISIT_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({status: (error as NodeJS.ErrnoException).code ?? error.message, ms: Date.now() - started}),
    );
  });
}

/** A visitor loading `/about` every VISIT_EVERY_MS until `done()`. */
async function visitor(baseURL: string, done: () => boolean): Promise<Visit[]> {
  const agent = reconnectingClient(VISITOR);
  const visits: Promise<Visit>[] = [];
  while (!done()) {
    visits.push(visit(baseURL, '/about', agent));
    await new Promise((resolve) => setTimeout(resolve, VISIT_EVERY_MS));
  }
  return Promise.all(visits);
}

function summary(visits: Visit[]): string {
  const times = visits.map((entry) => entry.ms).sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  const failed = visits.filter((entry) => entry.status !== 200);
  return `${visits.length - failed.length} of ${visits.length} visits answered 200 (median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms)${failed.length > 0 ? `; failed: ${[...new Set(failed.map((entry) => entry.status))].join(', ')}` : ''}`;
}

/** Counts of each answer. */
function tally(statuses: (number | string)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) {
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

test.describe.configure({mode: 'serial'});

test('one address reconnecting as fast as it can is answered 429 past its rate; a visitor from another address keeps getting the page', async ({
  baseURL,
}) => {
  test.setTimeout(FLOOD_LONGEST_MS + 30_000);
  const started = Date.now();
  const elapsed = () => (Date.now() - started) / 1000;
  // What the limits let through by now: the burst, then the rate.
  const allowance = () => NGINX_CLIENT_LIMITS.burst + NGINX_CLIENT_LIMITS.requestsPerSecond * elapsed();
  const attackerStatuses: (number | string)[] = [];
  const done = () =>
    elapsed() * 1000 >= FLOOD_LONGEST_MS ||
    (elapsed() * 1000 >= SCENARIO_MS && attackerStatuses.length >= allowance() + FLOOD_OVER_LIMIT);
  // 32 loops without pause, each closing its connection after REQUESTS_PER_CONNECTION requests
  // and opening the next (a TLS handshake per request would hold the client itself, on a busy
  // machine, below the rate it is meant to exceed).
  const attacker = Promise.all(
    Array.from({length: 32}, async () => {
      while (!done()) {
        const agent = new https.Agent({keepAlive: true, maxSockets: 1, localAddress: ATTACKER, ca: testCa()});
        for (let request = 0; request < REQUESTS_PER_CONNECTION && !done(); request += 1) {
          attackerStatuses.push((await visit(baseURL!, '/', agent)).status);
        }
        agent.destroy();
      }
    }),
  );
  const visits = await visitor(baseURL!, done);
  await attacker;
  const seconds = elapsed();
  const counts = tally(attackerStatuses);
  console.log(
    `Reconnecting client: ${attackerStatuses.length} requests in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}. Visitor: ${summary(visits)}.`,
  );
  // Every request of the visitor got the page.
  expect(visits.filter((entry) => entry.status !== 200)).toEqual([]);
  // The flood met the limit: 429s, and no more answers than the burst and the rate allow.
  expect(counts[NGINX_LIMIT_STATUS] ?? 0).toBeGreaterThan(0);
  expect(counts[200] ?? 0).toBeLessThanOrEqual(
    NGINX_CLIENT_LIMITS.burst + Math.ceil(NGINX_CLIENT_LIMITS.requestsPerSecond * (seconds + 1)),
  );
});

test('one address keeping downloads in progress that it never reads is held to its cap of requests in progress; a visitor from another address keeps getting the page', async ({
  baseURL,
}) => {
  test.setTimeout(SCENARIO_MS + 30_000);
  const {hostname, port} = new URL(baseURL!);
  const largest = loadTargets().sort((a, b) => statSync(b.file).size - statSync(a.file).size)[0]!;
  // Half again the cap, within the burst, so only the cap on requests in progress can refuse.
  const streams = Math.floor(NGINX_CLIENT_LIMITS.inProgress * 1.5);
  expect(streams).toBeLessThan(NGINX_CLIENT_LIMITS.burst);
  const answers: (number | string)[] = [];
  // HTTP/2 with a flow-control window of 0: nginx sends each answer's headers, then cannot send
  // a byte of its body, so every request stays in progress until the send timeout. Two
  // connections, each below nginx's 128 streams per connection.
  const sessions = [0, 1].map(() =>
    http2.connect(`https://${hostname}:${port}`, {
      createConnection: () =>
        tls.connect({
          socket: net.connect({host: '127.0.0.1', port: Number(port), localAddress: HOLDER}),
          servername: hostname,
          ca: testCa(),
          ALPNProtocols: ['h2'],
        }),
      settings: {initialWindowSize: 0},
    }),
  );
  const requests = Array.from(
    {length: streams},
    (_, index) =>
      new Promise<void>((resolve) => {
        const stream = sessions[index % sessions.length]!.request({
          ':path': largest.path,
          'accept-encoding': 'identity',
        });
        // The first of the answer or an error counts; closing the held streams later errs too.
        let answered = false;
        const answer = (status: number | string) => {
          if (!answered) {
            answered = true;
            answers.push(status);
            resolve();
          }
        };
        stream.on('response', (headers) => answer(Number(headers[':status'])));
        stream.on('error', (error) => answer(error.message));
      }),
  );
  for (const session of sessions) {
    session.on('error', () => undefined);
  }
  await Promise.all(requests);
  // While they are held, a visitor from another address still gets the page.
  const visitsUntil = Date.now() + SCENARIO_MS / 2;
  const visits = await visitor(baseURL!, () => Date.now() >= visitsUntil);
  for (const session of sessions) {
    session.destroy();
  }
  const counts = tally(answers);
  console.log(
    `Client holding ${streams} downloads of ${largest.path} (${statSync(largest.file).size} bytes) in progress: answers ${JSON.stringify(counts)}. Visitor: ${summary(visits)}.`,
  );
  expect(visits.filter((entry) => entry.status !== 200)).toEqual([]);
  expect(counts[200]).toBe(NGINX_CLIENT_LIMITS.inProgress);
  expect(counts[NGINX_LIMIT_STATUS]).toBe(streams - NGINX_CLIENT_LIMITS.inProgress);
});

test('past a limit the answer is 429 with the page of its language', async ({baseURL}) => {
  test.setTimeout(60_000);
  for (const [prefix, lang, title, source] of [
    ['', 'en-CA', 'Too many requests', '127.0.3.4'],
    ['/fr', 'fr-CA', 'Trop de requêtes', '127.0.3.5'],
  ] as const) {
    // One address asking without pause over a few kept-alive connections, until it is refused.
    const agent = new https.Agent({keepAlive: true, maxSockets: 8, localAddress: source});
    let limited: RawResponse | undefined;
    let sent = 0;
    const loop = async () => {
      while (!limited && sent < LIMIT_PAGE_MOST_REQUESTS) {
        sent += 1;
        const response = await rawRequest(baseURL!, `${prefix}/about`, {agent});
        if (response.status === NGINX_LIMIT_STATUS) {
          limited = response;
        }
      }
    };
    await Promise.all(Array.from({length: 8}, loop));
    agent.destroy();
    expect(limited, `${prefix || '/'}: no 429 in ${sent} requests`).toBeDefined();
    expect(sent).toBeGreaterThan(NGINX_CLIENT_LIMITS.burst);
    expect(limited!.body).toContain(`<html lang="${lang}">`);
    expect(limited!.body).toContain(`<h1>${title}</h1>`);
    expect(limited!.headers['content-security-policy']).toBeDefined();
  }
});
