#!/usr/bin/env node
/**
 * Serves a build (and the nginx includes the build writes beside it, `<root>-nginx/`) with the
 * shipped configuration (deploy/nginx/northbeam.conf) on two loopback
 * ports, as the current user, with pid, logs, temp files and a throwaway TLS certificate in a
 * temporary folder: plain HTTP on --port (it only redirects) and HTTPS on --https-port, both
 * under the name "localhost" (nginx refuses any other name, as in production):
 *
 *   node deploy/nginx/local.mjs [--root build] [--port 4315] [--https-port 4316] [--ca-out ca.pem]
 *   (Ctrl-C stops nginx; --ca-out copies the test CA's certificate there, for clients to trust)
 *
 * The certificate comes from a local certificate authority made with openssl at start and
 * deleted at stop; nothing of it is committed or trusted beyond the clients that are given it.
 * The end-to-end suite uses startNginx() from here (scripts/test.mjs, playwright.nginx.config.ts).
 * Needs Debian's nginx (`apt-get install -y nginx`); libnginx-mod-http-brotli-static adds brotli.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import https from 'node:https';
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

/** Connections per nginx worker: Debian's default (/etc/nginx/nginx.conf), which production keeps. */
const WORKER_CONNECTIONS = 768;

/** The name the local server answers to (the certificate is made for it). */
export const LOCAL_SERVER_NAME = 'localhost';
const SHIPPED_SERVER_NAME = 'www.northbeam.example';
const SHIPPED_CERTIFICATE = '/etc/ssl/northbeam/fullchain.pem';
const SHIPPED_CERTIFICATE_KEY = '/etc/ssl/northbeam/privkey.pem';
const SHIPPED_ACME_ROOT = '/var/www/acme';

/** Replaces every occurrence of `from`, and insists there is one: the shipped file must not drift. */
function replaceAll(text, from, to) {
  const pattern =
    typeof from === 'string'
      ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
      : new RegExp(from.source, `${from.flags}g`);
  if (!pattern.test(text)) {
    throw new Error(`deploy/nginx/northbeam.conf no longer contains ${from}; update deploy/nginx/local.mjs`);
  }
  pattern.lastIndex = 0;
  return text.replace(pattern, typeof from === 'string' ? () => to : to);
}

/**
 * The shipped configuration with this machine's root, loopback ports, server name, certificate
 * and challenge folder. The HTTP redirect names the HTTPS port, which production leaves out (443).
 */
export function localServerBlock({root, host, port, httpsPort, tls, acmeRoot, brotli}) {
  let block = readFileSync(path.join(HERE, 'northbeam.conf'), 'utf8');
  block = replaceAll(block, SHIPPED_ROOT, root);
  block = replaceAll(block, /^\s*listen \[::\]:.*$\n/m, '');
  block = replaceAll(block, /^(\s*)listen 80\b/m, `$1listen ${host}:${port}`);
  block = replaceAll(block, /^(\s*)listen 443\b/m, `$1listen ${host}:${httpsPort}`);
  block = replaceAll(block, `server_name ${SHIPPED_SERVER_NAME};`, `server_name ${LOCAL_SERVER_NAME};`);
  block = replaceAll(block, SHIPPED_CERTIFICATE, tls.certificate);
  block = replaceAll(block, SHIPPED_CERTIFICATE_KEY, tls.key);
  block = replaceAll(block, SHIPPED_ACME_ROOT, acmeRoot);
  block = replaceAll(block, 'https://$host$request_uri', `https://$host:${httpsPort}$request_uri`);
  if (brotli) {
    block = block.replace('# @brotli ', '');
  }
  return block;
}

function openssl(args, cwd) {
  const result = spawnSync('openssl', args, {cwd, encoding: 'utf8'});
  if (result.error || result.status !== 0) {
    throw new Error(
      `openssl ${args[0]} failed (Debian: apt-get install -y openssl):\n${result.error?.message ?? result.stderr}`,
    );
  }
}

/**
 * A throwaway certificate authority and a server certificate it signs for `name` and 127.0.0.1,
 * valid for two days, in `dir`. Returns the paths; the CA's key never leaves `dir`.
 */
export function makeTestCertificates(dir, name = LOCAL_SERVER_NAME) {
  mkdirSync(dir, {recursive: true});
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Northbeam throwaway test CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${name}`], dir);
  writeFileSync(
    path.join(dir, 'server.ext'),
    [
      `subjectAltName=DNS:${name},IP:127.0.0.1`,
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      '',
    ].join('\n'),
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.pem',
      '-days',
      '2',
      '-extfile',
      'server.ext',
    ],
    dir,
  );
  return {ca: path.join(dir, 'ca.pem'), certificate: path.join(dir, 'server.pem'), key: path.join(dir, 'server.key')};
}

export function renderLocalConfig({root, host, port, httpsPort, tls, prefix}) {
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
    // As many connections per worker as Debian's stock nginx.conf, which the shipped server block
    // is read inside: each visitor's connection takes one, and past the limit nginx drops new ones.
    `events { worker_connections ${WORKER_CONNECTIONS}; }`,
    'http {',
    `  ${mimeTypes}`,
    '  default_type application/octet-stream;',
    `  access_log ${path.join(prefix, 'access.log')};`,
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    '  sendfile on;',
    localServerBlock({
      root,
      host,
      port,
      httpsPort,
      tls,
      acmeRoot: path.join(prefix, 'acme'),
      brotli: Boolean(brotli),
    }),
    '}',
    '',
  ].join('\n');
}

/**
 * The generated includes that name the shipped root themselves (build-nginx/locales.conf and
 * the cache-*.conf files include others by absolute path) get a copy with this machine's root in
 * the temporary folder, and the configuration includes the copy; includes of includes too.
 */
function withLocalIncludes(config, root, prefix) {
  const generatedFolder = `${root}-nginx${path.sep}`;
  return config.replace(/include (\S+);/g, (directive, file) => {
    if (!file.startsWith(generatedFolder) || !existsSync(file)) {
      return directive;
    }
    const text = readFileSync(file, 'utf8');
    if (!text.includes(SHIPPED_ROOT)) {
      return directive;
    }
    const copy = path.join(prefix, 'includes', path.relative(generatedFolder, file));
    mkdirSync(path.dirname(copy), {recursive: true});
    writeFileSync(copy, withLocalIncludes(text.split(SHIPPED_ROOT).join(root), root, prefix));
    return `include ${copy};`;
  });
}

/** One HTTPS GET to the local server, trusting only the test CA; resolves with the status. */
function httpsStatus({host, httpsPort, ca}) {
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host,
        port: httpsPort,
        path: '/',
        servername: LOCAL_SERVER_NAME,
        headers: {host: `${LOCAL_SERVER_NAME}:${httpsPort}`},
        ca,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    request.on('error', reject);
  });
}

async function waitUntilServing(target, attempts = 100) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await httpsStatus(target)) === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at https://${LOCAL_SERVER_NAME}:${target.httpsPort}`);
}

/**
 * A temporary folder with the local configuration of `root` (an absolute build folder), its
 * temp paths and a throwaway certificate: what `nginx -t` and a start both need.
 */
function prepareConfig({root, host, port, httpsPort}) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'northbeam-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, 'temp', name), {recursive: true});
  }
  const tls = makeTestCertificates(path.join(prefix, 'tls'));
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(
    confPath,
    withLocalIncludes(renderLocalConfig({root, host, port, httpsPort, tls, prefix}), root, prefix),
  );
  return {prefix, tls, confPath, args: ['-c', confPath, '-p', prefix, '-e', path.join(prefix, 'error.log')]};
}

/**
 * `nginx -t` over the shipped configuration with the includes generated beside `root`, without
 * starting nginx (nothing listens): `{skipped}` with the reason when nginx is not installed, else
 * `{ok, output}`, where the output names the generated files as they are beside the build (not
 * the temporary copies the check reads).
 */
export function checkNginxConfig({root = 'build'} = {}) {
  const nginx = findNginx();
  if (!nginx) {
    return {skipped: 'nginx is not installed'};
  }
  if (spawnSync('openssl', ['version']).status !== 0) {
    return {skipped: 'openssl, which makes the test certificate, is not installed'};
  }
  const absoluteRoot = path.resolve(root);
  const {prefix, args} = prepareConfig({root: absoluteRoot, host: '127.0.0.1', port: 8080, httpsPort: 8443});
  try {
    const result = spawnSync(nginx, [...args, '-t'], {encoding: 'utf8'});
    const output = `${result.stderr ?? ''}${result.error?.message ?? ''}`
      .split(path.join(prefix, 'includes') + path.sep)
      .join(`${absoluteRoot}-nginx${path.sep}`);
    return {ok: result.status === 0, output};
  } finally {
    rmSync(prefix, {recursive: true, force: true});
  }
}

/**
 * Starts nginx (daemonised) on host:port (HTTP) and host:httpsPort (HTTPS) serving `root`.
 * Returns the HTTPS URL (`url`), the HTTP URL (`httpUrl`), the test CA's certificate (`caFile`,
 * for clients to trust), the brotli flag and stop(), which ends that nginx (by its pid file) and
 * removes the temporary folder with the certificates.
 */
export async function startNginx({root = 'build', host = '127.0.0.1', port = 4315, httpsPort = port + 1} = {}) {
  const nginx = findNginx();
  if (!nginx) {
    throw new Error('nginx is not installed (Debian: apt-get install -y nginx).');
  }
  const absoluteRoot = path.resolve(root);
  if (!existsSync(path.join(`${absoluteRoot}-nginx`, 'security-headers.conf'))) {
    throw new Error(
      `${absoluteRoot} is not a production build (no ${absoluteRoot}-nginx/ includes beside it): run the build first.`,
    );
  }
  const {prefix, args, tls, confPath} = prepareConfig({root: absoluteRoot, host, port, httpsPort});
  const check = spawnSync(nginx, [...args, '-t'], {encoding: 'utf8'});
  if (check.status !== 0) {
    throw new Error(`nginx rejected the configuration ${confPath}:\n${check.stderr}`);
  }
  const started = spawnSync(nginx, args, {encoding: 'utf8'});
  if (started.status !== 0) {
    throw new Error(`nginx failed to start:\n${started.stderr}`);
  }
  const url = `https://${LOCAL_SERVER_NAME}:${httpsPort}`;
  const httpUrl = `http://${LOCAL_SERVER_NAME}:${port}`;
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
    await waitUntilServing({host, httpsPort, ca: readFileSync(tls.ca)});
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, httpUrl, caFile: tls.ca, prefix, brotli: Boolean(brotliModule()), stop};
}

const USAGE = `Usage: node deploy/nginx/local.mjs [--root build] [--port 4315] [--https-port 4316] [--ca-out FILE]

Serves a production build with the shipped nginx server block (deploy/nginx/northbeam.conf) on
localhost until Ctrl-C: HTTPS on --https-port with a throwaway local certificate authority, and
plain HTTP on --port, which only redirects to HTTPS.
  --root DIR         the build folder to serve (default: build)
  --port PORT        the loopback HTTP port (default: 4315)
  --https-port PORT  the loopback HTTPS port (default: the HTTP port + 1)
  --ca-out FILE      also copy the test CA certificate to FILE (to trust it in a browser or curl)
  --help, -h         print this help and exit`;

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = Number(argument('port', 4315));
  const server = await startNginx({
    root: argument('root', 'build'),
    port,
    httpsPort: Number(argument('https-port', port + 1)),
  });
  const caOut = argument('ca-out');
  if (caOut) {
    mkdirSync(path.dirname(path.resolve(caOut)), {recursive: true});
    copyFileSync(server.caFile, caOut);
  }
  console.log(
    `nginx serves ${path.resolve(argument('root', 'build'))} at ${server.url} (and ${server.httpUrl}, which redirects)${server.brotli ? ' (gzip + brotli)' : ' (gzip; no brotli module)'}; test CA: ${caOut ?? server.caFile}`,
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
