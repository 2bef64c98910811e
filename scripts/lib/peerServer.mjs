/**
 * Serves another site's static build (the bench's peer, for example AstroWind's `dist/`) the way
 * `npm run bench` serves ours: nginx over HTTPS with HTTP/2, files precompressed with gzip and
 * brotli (served when the brotli module is installed, as ours are), long caching of hashed assets.
 * The peer's own headers and redirects are not applied; only what a static host does for any site.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {brotliModule, findNginx, LOCAL_SERVER_NAME, makeTestCertificates} from '../../deploy/nginx/local.mjs';

// Our build's own precompression (the same files, levels and threshold), so both sites are
// compressed alike.
const {precompressFiles} = createJiti(fileURLToPath(import.meta.url))('../postbuild/precompress.ts');

/** Writes `.gz` and `.br` beside the files of `root` that have none yet. */
async function precompress(root) {
  const files = readdirSync(root, {recursive: true})
    .map((name) => path.join(root, String(name)))
    .filter((file) => !/\.(gz|br)$/.test(file) && !existsSync(`${file}.gz`) && statSync(file).isFile());
  await precompressFiles(files);
}

function peerConfig({root, host, httpsPort, tls, prefix, brotli}) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`)
    .join(' ');
  // As root, workers would otherwise drop to "nobody" and lose access to a private folder.
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `${brotli ? `load_module ${brotli};` : ''}
${isRoot ? 'user root;' : ''}
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 768; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  sendfile on;
  server {
    # Debian's nginx 1.22 form; 1.25.1 and later write \`http2 on;\` instead, as the shipped server does.
    listen ${host}:${httpsPort} ssl http2;
    server_name ${LOCAL_SERVER_NAME};
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};
    root ${root};
    index index.html;
    gzip_static on;
    ${brotli ? 'brotli_static on;' : ''}
    error_page 404 /404.html;
    location /_astro/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }
}
`;
}

/**
 * Starts nginx serving the static folder `root` on https://localhost:`httpsPort`. Returns
 * `{origin, stop}`.
 */
export async function startPeerServer({root, host = '127.0.0.1', httpsPort}) {
  const nginx = findNginx();
  if (!nginx) {
    throw new Error('nginx is not installed (Debian: apt-get install -y nginx).');
  }
  const absoluteRoot = path.resolve(root);
  await precompress(absoluteRoot);
  const prefix = mkdtempSync(path.join(tmpdir(), 'northbeam-peer-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, 'temp', name), {recursive: true});
  }
  const tls = makeTestCertificates(path.join(prefix, 'tls'));
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, peerConfig({root: absoluteRoot, host, httpsPort, tls, prefix, brotli: brotliModule()}));
  const args = ['-c', confPath, '-p', prefix, '-e', path.join(prefix, 'error.log')];
  const started = spawnSync(nginx, args, {encoding: 'utf8'});
  if (started.status !== 0) {
    throw new Error(`nginx did not start for the peer ${absoluteRoot}:\n${started.stderr}`);
  }
  const stop = async () => {
    spawnSync(nginx, [...args, '-s', 'stop'], {encoding: 'utf8'});
    rmSync(prefix, {recursive: true, force: true});
  };
  return {origin: `https://${LOCAL_SERVER_NAME}:${httpsPort}`, stop};
}
