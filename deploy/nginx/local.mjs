#!/usr/bin/env node
/**
 * Serves a build with the shipped server block (deploy/nginx/northbeam.conf) on a loopback port,
 * as the current user, with pid, logs and temp files in a temporary folder:
 *
 *   node deploy/nginx/local.mjs [--root build] [--port 4315]     (Ctrl-C stops nginx)
 *
 * The end-to-end suite uses startNginx() from here (scripts/test.mjs, playwright.nginx.config.ts).
 * Needs Debian's nginx (`apt-get install -y nginx`); libnginx-mod-http-brotli-static adds brotli.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SHIPPED_ROOT = '/srv/northbeam/build';
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
];

export function findNginx() {
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export function brotliModule() {
  return BROTLI_MODULES.find((candidate) => existsSync(candidate));
}

/** The shipped server block with the root and listen address of this machine. */
export function localServerBlock({root, host, port, brotli}) {
  let block = readFileSync(path.join(HERE, 'northbeam.conf'), 'utf8')
    .split(SHIPPED_ROOT)
    .join(root)
    .replace(/^\s*listen \[::\]:80;\s*$/m, '')
    .replace(/^(\s*)listen 80;\s*$/m, `$1listen ${host}:${port};`);
  if (brotli) {
    block = block.replace('# @brotli ', '');
  }
  return block;
}

export function renderLocalConfig({root, host, port, prefix}) {
  const brotli = brotliModule();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const mimeTypes = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js; image/svg+xml svg; image/png png; font/woff2 woff2; application/xml xml; text/plain txt; application/json json; }';
  const temp = (name) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  return [
    brotli ? `load_module ${brotli};` : '',
    // As root, workers would otherwise drop to "nobody" and lose access to the build.
    isRoot ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  ${mimeTypes}`,
    '  default_type application/octet-stream;',
    `  access_log ${path.join(prefix, 'access.log')};`,
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    '  sendfile on;',
    localServerBlock({root, host, port, brotli: Boolean(brotli)}),
    '}',
    '',
  ].join('\n');
}

async function waitUntilServing(url, attempts = 100) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/**
 * Starts nginx (daemonised) on host:port serving `root`. Returns its URL, the brotli flag and
 * stop(), which ends that nginx (by its pid file) and removes the temporary folder.
 */
export async function startNginx({root = 'build', host = '127.0.0.1', port = 4315} = {}) {
  const nginx = findNginx();
  if (!nginx) {
    throw new Error('nginx is not installed (Debian: apt-get install -y nginx).');
  }
  const absoluteRoot = path.resolve(root);
  if (!existsSync(path.join(absoluteRoot, '_nginx', 'security-headers.conf'))) {
    throw new Error(`${absoluteRoot} is not a production build (no _nginx/ includes): run the build first.`);
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'northbeam-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, 'temp', name), {recursive: true});
  }
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, renderLocalConfig({root: absoluteRoot, host, port, prefix}));
  const args = ['-c', confPath, '-p', prefix, '-e', path.join(prefix, 'error.log')];
  const check = spawnSync(nginx, [...args, '-t'], {encoding: 'utf8'});
  if (check.status !== 0) {
    throw new Error(`nginx rejected the configuration ${confPath}:\n${check.stderr}`);
  }
  const started = spawnSync(nginx, args, {encoding: 'utf8'});
  if (started.status !== 0) {
    throw new Error(`nginx failed to start:\n${started.stderr}`);
  }
  const url = `http://${host}:${port}`;
  const pidFile = path.join(prefix, 'nginx.pid');
  const stop = async () => {
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').trim());
      try {
        process.kill(pid, 'SIGTERM');
        for (let attempt = 0; attempt < 50; attempt += 1) {
          process.kill(pid, 0);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } catch {
        // gone
      }
    }
    rmSync(prefix, {recursive: true, force: true});
  };
  try {
    await waitUntilServing(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, prefix, brotli: Boolean(brotliModule()), stop};
}

const USAGE = `Usage: node deploy/nginx/local.mjs [--root build] [--port 4315]

Serves a production build with the shipped nginx server block (deploy/nginx/northbeam.conf) on
127.0.0.1 until Ctrl-C.
  --root DIR   the build folder to serve (default: build)
  --port PORT  the loopback port (default: 4315)
  --help, -h   print this help and exit`;

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const server = await startNginx({root: argument('root', 'build'), port: Number(argument('port', 4315))});
  console.log(
    `nginx serves ${path.resolve(argument('root', 'build'))} at ${server.url}${server.brotli ? ' (gzip + brotli)' : ' (gzip; no brotli module)'}`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (!stopping) {
      stopping = true;
      await server.stop();
      process.exit(0);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  setInterval(() => {}, 1 << 30);
}
