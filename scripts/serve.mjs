#!/usr/bin/env node
/**
 * Serves the production build as a production host does (`npm start`, `npm run serve`, and the
 * Playwright suite): the redirect rules and headers of the build's own `_redirects` and `_headers`
 * (read with Netlify's parsers, which the post-build pass validates them with), the clean-URL
 * redirects of deploy/nginx, unknown paths answered by their language's not-found page with
 * status 404, and the precompressed copies when the browser accepts them. `docusaurus serve`
 * knows none of this: it answers every unknown path with the English not-found page.
 *
 *   node scripts/serve.mjs [--port 3000] [--host localhost] [--dir build]
 */
import {createReadStream, existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseAllHeaders} from '@netlify/headers-parser';
import {parseAllRedirects} from '@netlify/redirect-parser';
import {answer, headersFor, isNonCanonicalPath, notFoundPage} from './lib/staticHost.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const host = option('host', 'localhost');
const root = path.resolve(siteDir, option('dir', 'build'));

for (const file of ['_redirects', '_headers', '404.html']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`[serve] ${path.join(root, file)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const [{redirects, errors: redirectErrors}, {headers, errors: headerErrors}] = await Promise.all([
  parseAllRedirects({redirectsFiles: [path.join(root, '_redirects')], configRedirects: [], minimal: true}),
  parseAllHeaders({headersFiles: [path.join(root, '_headers')], configHeaders: undefined, minimal: true}),
]);
if (redirectErrors.length + headerErrors.length > 0) {
  console.error(`[serve] ${[...redirectErrors, ...headerErrors].map((error) => error.message).join('\n')}`);
  process.exit(1);
}

/** The homes of the other languages (`/fr/`): the build's folders with their own home and not-found page. */
const localeHomes = readdirSync(root, {withFileTypes: true})
  .filter(
    (entry) =>
      entry.isDirectory() && ['index.html', '404.html'].every((f) => existsSync(path.join(root, entry.name, f))),
  )
  .map((entry) => `/${entry.name}/`);

/**
 * The pages of the build by lower-case route, each with its canonical path (a language's home
 * keeps its slash): a page asked for in another case moves there (pageInOtherCase).
 */
const pages = new Map(
  readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html') && !name.startsWith(`assets${path.sep}`))
    .map((name) => `/${name.split(path.sep).join('/')}`.replace(/(?:\/index)?\.html$/, '') || '/')
    .filter((route) => !/(^|\/)404$/.test(route))
    .map((route) => [route.toLowerCase(), localeHomes.includes(`${route}/`) ? `${route}/` : route]),
);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|xml|txt|svg)$/;

/** The file of a site path, when it is a file inside the build. */
function fileOf(sitePath) {
  const file = path.join(root, sitePath);
  return file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

function isFile(sitePath) {
  const file = fileOf(sitePath);
  try {
    return file !== undefined && statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Sends a file of the build with the `_headers` values of the requested path. */
function send(request, response, {status, sitePath, pathname}) {
  const file = fileOf(sitePath);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = COMPRESSIBLE.test(sitePath)
    ? ['br', 'gzip'].find((name) => accepted.includes(name) && isFile(`${sitePath}.${name === 'br' ? 'br' : 'gz'}`))
    : undefined;
  const served = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
  response.writeHead(status, {
    ...headersFor(headers, pathname),
    'Content-Type': CONTENT_TYPES[path.extname(sitePath)] ?? 'application/octet-stream',
    'Content-Length': statSync(served).size,
    ...(COMPRESSIBLE.test(sitePath) ? {Vary: 'Accept-Encoding'} : {}),
    ...(encoding ? {'Content-Encoding': encoding} : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
  } else {
    createReadStream(served).pipe(response);
  }
}

function plain(request, response, status, message, extra = {}) {
  response.writeHead(status, {...headersFor(headers, '/'), ...extra, 'Content-Type': 'text/plain; charset=utf-8'});
  response.end(request.method === 'HEAD' ? undefined : `${message}\n`);
}

/** The error pages the build writes for nginx beside it (build-nginx/errors/, errors/fr/ ...). */
const errorPagesDir = path.join(`${root}-nginx`, 'errors');

/**
 * Answers an error with the build's short page in the language of the raw path (`/fr/...` gets
 * errors/fr/), as nginx does; plain text only when the build has no such page.
 */
function errorPage(request, response, status, rawPath, extra = {}) {
  const home = localeHomes.find((candidate) => `${rawPath}/`.startsWith(candidate));
  const file = path.join(errorPagesDir, ...(home ? [home.slice(1, -1)] : []), `${status}.html`);
  if (!existsSync(file)) {
    plain(request, response, status, http.STATUS_CODES[status], extra);
    return;
  }
  const body = readFileSync(file);
  response.writeHead(status, {
    ...headersFor(headers, '/'),
    ...extra,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((request, response) => {
  const rawUrlPath = (request.url ?? '/').split('?')[0];
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    errorPage(request, response, 405, rawUrlPath, {Allow: 'GET, HEAD'});
    return;
  }
  const [rawPath, ...query] = (request.url ?? '/').split('?');
  const search = query.length > 0 ? `?${query.join('?')}` : '';
  // Checked as sent: decoding turns %2f into a slash. Never served, never echoed in a Location.
  if (isNonCanonicalPath(rawPath)) {
    send(request, response, {status: 404, sitePath: notFoundPage(rawPath, localeHomes), pathname: '/'});
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    errorPage(request, response, 400, rawPath);
    return;
  }
  if (!pathname.startsWith('/') || pathname.includes('\0') || pathname.split(/[/\\]/).includes('..')) {
    errorPage(request, response, 400, rawPath);
    return;
  }
  const result = answer({pathname, search, redirects, localeHomes, isFile, pages});
  if (result.kind === 'redirect') {
    const [target, ...targetQuery] = result.location.split('?');
    const location = `${encodeURI(target)}${targetQuery.length > 0 ? `?${targetQuery.join('?')}` : ''}`;
    response.writeHead(result.status, {...headersFor(headers, pathname), Location: location});
    response.end();
  } else if (result.kind === 'file') {
    send(request, response, {status: result.status, sitePath: result.file, pathname});
  } else {
    send(request, response, {status: 404, sitePath: result.notFoundPage, pathname});
  }
});

server.listen(port, host, () => {
  console.log(`[serve] ${path.relative(siteDir, root) || '.'} at http://${host}:${port}/ (as in production)`);
});
