#!/usr/bin/env node
/**
 * Runs inside a network namespace of its own (tests/e2e/productionConnectionCap.spec.ts starts it
 * with `ip netns exec`): optionally loads deploy/nginx/northbeam.nft, serves the build with the
 * shipped nginx configuration, and for a bounded time lets two client addresses open connections
 * that start a request and never finish its header (each holds one of nginx's worker_connections
 * until the header timeout)
 * while a visitor from a third address asks for the home page. Prints one JSON line of counts.
 *
 *   node tests/e2e/support/connectionCap.mjs --cap on|off [--root build] [--seconds 15]
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync, mkdtempSync, rmSync} from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {startNginx} from '../../../deploy/nginx/local.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};
const cap = option('cap', 'on') === 'on';
const root = option('root', 'build');
const seconds = Number(option('seconds', 15));

const PORT = 4315;
const HTTPS_PORT = PORT + 1;
const ATTACKERS = ['127.0.3.1', '127.0.3.2'];
const VISITOR = '127.0.1.1';
/** Each attacker opens a new connection this often (about 100 a second). */
const OPEN_EVERY_MS = 10;
const VISIT_EVERY_MS = 250;
const VISIT_TIMEOUT_MS = 3_000;

/** The shipped rule set with the test's ports; fails loudly if the file no longer names its ports so. */
function loadCap() {
  const shipped = readFileSync(path.resolve('deploy/nginx/northbeam.nft'), 'utf8');
  const portsLine = 'define northbeam_ports = { 80, 443 }';
  if (!shipped.includes(portsLine)) {
    throw new Error(`deploy/nginx/northbeam.nft no longer has the line "${portsLine}" this test replaces.`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'northbeam-nft-'));
  const file = path.join(dir, 'northbeam.nft');
  writeFileSync(file, shipped.replace(portsLine, `define northbeam_ports = { ${PORT}, ${HTTPS_PORT} }`));
  const loaded = spawnSync('nft', ['-f', file], {encoding: 'utf8'});
  rmSync(dir, {recursive: true, force: true});
  if (loaded.status !== 0) {
    throw new Error(`nft -f deploy/nginx/northbeam.nft failed:\n${loaded.stderr}`);
  }
}

/** Packets the cap's rules reset, from their counters. */
function capResets() {
  const listed = spawnSync('nft', ['list', 'table', 'inet', 'northbeam_limits'], {encoding: 'utf8'});
  return [...(listed.stdout ?? '').matchAll(/counter packets (\d+)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

spawnSync('ip', ['link', 'set', 'lo', 'up']);
if (cap) {
  loadCap();
}
const server = await startNginx({root, host: '127.0.0.1', port: PORT, httpsPort: HTTPS_PORT});
const ca = readFileSync(server.caFile);
const {hostname} = new URL(server.url);

const sockets = new Set();
const attack = {opened: 0, refused: 0};
const timers = ATTACKERS.map((localAddress) =>
  setInterval(() => {
    // A TLS connection that starts a request and never finishes its header, as a slow client does.
    const socket = tls.connect({host: '127.0.0.1', port: HTTPS_PORT, localAddress, servername: hostname, ca});
    sockets.add(socket);
    socket.on('secureConnect', () => {
      attack.opened += 1;
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`);
    });
    socket.on('error', () => {
      attack.refused += 1;
    });
    socket.on('close', () => sockets.delete(socket));
  }, OPEN_EVERY_MS),
);

const visits = [];
function visit() {
  const started = Date.now();
  return new Promise((resolve) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        path: '/',
        servername: hostname,
        headers: {host: `${hostname}:${HTTPS_PORT}`},
        localAddress: VISITOR,
        ca,
        agent: false,
        timeout: VISIT_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({status: response.statusCode, ms: Date.now() - started}));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({status: error.message, ms: Date.now() - started}));
  });
}

const ends = Date.now() + seconds * 1000;
while (Date.now() < ends) {
  const next = new Promise((resolve) => setTimeout(resolve, VISIT_EVERY_MS));
  visits.push(await visit());
  await next;
}
timers.forEach(clearInterval);
for (const socket of sockets) {
  socket.destroy();
}
const resets = cap ? capResets() : 0;
await server.stop();

const failed = visits.filter((entry) => entry.status !== 200);
console.log(
  JSON.stringify({
    cap,
    visits: visits.length,
    failedVisits: failed.length,
    failures: failed.slice(0, 5),
    slowestVisitMs: Math.max(...visits.map((entry) => entry.ms)),
    attackerConnections: attack.opened,
    attackerRefused: attack.refused,
    capResets: resets,
  }),
);
process.exit(0);
