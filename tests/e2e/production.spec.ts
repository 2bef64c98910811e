/**
 * The production host (nginx with deploy/nginx over HTTPS, run by playwright.nginx.config.ts):
 * TLS settings, HTTP only redirecting, unknown names refused, security and cache headers on
 * every route, the MDN HTTP Observatory grade, precompressed responses, the 404 status,
 * redirects that never leave the site, our own error pages, no directory listings, hidden host
 * files, and bad input answered without a server error or reflected markup. The Netlify /
 * Cloudflare Pages files in the build must carry the same rules.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import {spawnSync} from 'node:child_process';
import {test, expect} from './support/fixtures';
import {type RawResponse, httpBaseUrl, rawRequest, testCa} from './support/host';
import {HOSTILE_PATHS, HOSTILE_SUFFIXES, REVIEW_PAYLOADS, staysOnSite} from '../unit/support/hostRules';
import {
  BUILD_DIR,
  NGINX_DIR,
  builtRoutes,
  isRedirectRoute,
  localePrefixes,
  notFoundRoutes,
  routeInLocale,
  servedPath,
  SECTION_PATH_SAMPLES,
  servedSectionPaths,
  unknownSectionPathsAnyCase,
} from '../support/routes';
import {listBuildFiles} from '../../plugins/lib/buildFiles';
import {serviceRedirects} from '../../src/data/redirects';
import {company, contactFormDefaults} from '../../src/data/company';

/** A GET with the path sent exactly as given (no URL normalisation by a client library). */
function rawGet(baseURL: string, rawPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(baseURL, rawPath, {headers});
}

/** The header rules of build/_headers: path → header → value. */
function netlifyHeaders(): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') {
      continue;
    }
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
    } else if (current) {
      const separator = line.indexOf(':');
      current.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim());
    }
  }
  return rules;
}

/** Hashes of the executable inline scripts, computed here independently of the build plugin. */
function inlineScriptHashesOfBuild(): string[] {
  const hashes = new Set<string>();
  for (const file of listBuildFiles(BUILD_DIR, {extension: '.html'})) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attributes = match[1]!;
      if (/\bsrc=/.test(attributes) || /\btype=("|')?application\/(ld\+)?json/.test(attributes) || match[2] === '') {
        continue;
      }
      hashes.add(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * One page of each kind in every language, by the shape of its path: the home, a top-level page,
 * one page of each folder at each depth (a service, a blog post, a tag, a case study, ...), and the
 * not-found page. The host sends the headers by location, so each shape stands for its kind.
 */
function pageTypeSamples(): string[] {
  const samples = new Map<string, string>();
  const prefixes = localePrefixes().filter(Boolean);
  for (const route of builtRoutes().filter((candidate) => !isRedirectRoute(candidate))) {
    const prefix = prefixes.find((candidate) => route === candidate || route.startsWith(`${candidate}/`)) ?? '';
    const segments = routeInLocale(route).split('/').filter(Boolean);
    const shape = `${prefix}|${segments.length}|${segments.length > 1 ? segments[0] : ''}`;
    if (!samples.has(shape)) {
      samples.set(shape, servedPath(route));
    }
  }
  return [...samples.values(), ...notFoundRoutes()];
}

/** The non-canonical service links of every language: `/fr/services/x` redirects like `/services/x`. */
function localizedServiceRedirects(): {from: string; to: string}[] {
  return localePrefixes().flatMap((prefix) =>
    serviceRedirects.map(({from, to}) => ({from: `${prefix}${from}`, to: `${prefix}${to}`})),
  );
}

/** The home of a language under a prefix is served with its slash (`/fr/`); `/fr` redirects there. */
const LANGUAGE_HOMES = () => new Set(localePrefixes().filter(Boolean));

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

test.describe('nginx serves the build as in production', () => {
  test('the home page carries every security header, identical to build/_headers', async ({baseURL}) => {
    const response = await rawGet(baseURL!, '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const everyPath = netlifyHeaders().get('/*')!;
    for (const name of SECURITY_HEADERS) {
      expect(response.headers[name], name).toBeTruthy();
      expect(response.headers[name], `${name} in build/_headers`).toBe(everyPath.get(name));
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation']) {
      expect(permissions).toContain(`${feature}=("${contactFormDefaults.origin}")`);
    }
    expect(permissions).toContain('payment=()');
    test.info().annotations.push({type: 'home page headers', description: JSON.stringify(response.headers, null, 2)});
    console.log(`Home page response headers from nginx:\n${JSON.stringify(response.headers, null, 2)}`);
  });

  test('the writers’ editor, off in this build: /admin is its noindex page with the headers of every page; /admin/ moves there', async ({
    baseURL,
  }) => {
    const [home, editor, withSlash] = await Promise.all(['/', '/admin', '/admin/'].map((p) => rawGet(baseURL!, p)));
    expect(editor.status).toBe(200);
    expect(editor.body).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const name of [...SECURITY_HEADERS, 'cross-origin-opener-policy', 'x-frame-options']) {
      expect(editor.headers[name], name).toBe(home.headers[name]);
    }
    expect(editor.headers['cache-control']).toBe('no-cache');
    expect([withSlash.status, withSlash.headers.location]).toEqual([301, '/admin']);
  });

  test('the CSP is strict and allows exactly the inline scripts of the build by hash', async ({baseURL}) => {
    const csp = String((await rawGet(baseURL!, '/')).headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name!, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toEqual([contactFormDefaults.origin]);
    expect(csp).not.toContain('unsafe-eval');
    const scriptSources = directives.get('script-src')!;
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1).sort()).toEqual(inlineScriptHashesOfBuild().sort());
  });

  test('every route answers 200 (301 for the redirected ones) with the security headers and revalidation', async ({
    baseURL,
  }) => {
    const redirected = new Set<string>(localizedServiceRedirects().map((redirect) => redirect.from));
    const homes = LANGUAGE_HOMES();
    for (const builtRoute of builtRoutes()) {
      if (homes.has(builtRoute)) {
        expect((await rawGet(baseURL!, builtRoute)).headers.location, builtRoute).toBe(`${builtRoute}/`);
      }
      const route = homes.has(builtRoute) ? `${builtRoute}/` : builtRoute;
      const response = await rawGet(baseURL!, route);
      // The host answers the non-canonical service links with 301 before their fallback pages.
      expect(response.status, route).toBe(redirected.has(route) ? 301 : 200);
      if (redirected.has(route)) {
        continue;
      }
      expect(response.headers['cache-control'], route).toBe('no-cache');
      for (const name of SECURITY_HEADERS) {
        expect(response.headers[name], `${name} on ${route}`).toBeTruthy();
      }
    }
  });

  test('hashed assets are immutable and served precompressed', async ({baseURL}) => {
    const assets = ['js', 'css'].flatMap((kind) =>
      readdirSync(path.join(BUILD_DIR, 'assets', kind))
        .filter((name) => /\.(js|css)$/.test(name))
        .map((name) => `/assets/${kind}/${name}`),
    );
    expect(assets.length).toBeGreaterThan(3);
    const assetRule = netlifyHeaders().get('/assets/*')!;
    for (const asset of assets) {
      const response = await rawGet(baseURL!, asset, {'accept-encoding': 'gzip'});
      expect(response.status, asset).toBe(200);
      expect(response.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cache-control'], `${asset} as in build/_headers`).toBe(assetRule.get('cache-control'));
      expect(response.headers['content-security-policy'], asset).toBeTruthy();
      if (existsSync(path.join(BUILD_DIR, `${asset}.gz`))) {
        expect(response.headers['content-encoding'], asset).toBe('gzip');
      }
    }
  });

  test('pages come precompressed: brotli when the module is loaded, else gzip', async ({baseURL}) => {
    const gz = await rawGet(baseURL!, '/about', {'accept-encoding': 'gzip'});
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(readFileSync(path.join(BUILD_DIR, 'about.html.gz')).length);
    const br = await rawGet(baseURL!, '/about', {'accept-encoding': 'br, gzip'});
    expect(['br', 'gzip']).toContain(br.headers['content-encoding']);
    if (br.headers['content-encoding'] === 'br') {
      expect(Number(br.headers['content-length'])).toBe(readFileSync(path.join(BUILD_DIR, 'about.html.br')).length);
    }
    const plain = await rawGet(baseURL!, '/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(readFileSync(path.join(BUILD_DIR, 'about.html'), 'utf8'));
  });

  test('unknown paths answer 404 with the not-found page of their language and the security headers', async ({
    baseURL,
  }) => {
    const prefixes = localePrefixes();
    expect(prefixes.length).toBeGreaterThan(1);
    for (const prefix of prefixes) {
      const notFoundPage = readFileSync(path.join(BUILD_DIR, prefix, '404.html'), 'utf8');
      for (const route of ['/no-such-page', '/services/no-such-service', '/404', '/a/b/c', '/assets/js/missing.js']) {
        const response = await rawGet(baseURL!, `${prefix}${route}`);
        expect(response.status, `${prefix}${route}`).toBe(404);
        expect(response.headers['content-security-policy'], `${prefix}${route}`).toBeTruthy();
        if (!route.startsWith('/assets/')) {
          expect(response.body, `${prefix}${route}`).toBe(notFoundPage);
        }
      }
    }
  });

  test('the non-canonical service links redirect with 301 in every language (tests/output/hostFiles: the same in _redirects)', async ({
    baseURL,
  }) => {
    expect(localizedServiceRedirects().length).toBe(serviceRedirects.length * localePrefixes().length);
    for (const {from, to} of localizedServiceRedirects()) {
      const response = await rawGet(baseURL!, from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      expect((await rawGet(baseURL!, `${from}?ref=mail`)).headers.location).toBe(`${to}?ref=mail`);
      expect((await rawGet(baseURL!, to)).status, to).toBe(200);
    }
  });

  test('a trailing slash redirects to the clean URL, never off the site', async ({baseURL}) => {
    expect((await rawGet(baseURL!, '/about/')).headers.location).toBe('/about');
    expect((await rawGet(baseURL!, '/services/?a=1')).headers.location).toBe('/services?a=1');
    expect((await rawGet(baseURL!, '/about.html')).headers.location).toBe('/about');
    expect((await rawGet(baseURL!, '/services/cloud-hosting-services.html?a=1')).headers.location).toBe(
      '/services/cloud-hosting-services?a=1',
    );
    expect((await rawGet(baseURL!, '/index.html')).headers.location).toBe('/');
    expect((await rawGet(baseURL!, '/404.html')).status).toBe(301);
    for (const prefix of localePrefixes().filter(Boolean)) {
      expect((await rawGet(baseURL!, prefix)).headers.location).toBe(`${prefix}/`);
      expect((await rawGet(baseURL!, `${prefix}/?a=1`)).status).toBe(200);
      expect((await rawGet(baseURL!, `${prefix}/about/`)).headers.location).toBe(`${prefix}/about`);
      expect((await rawGet(baseURL!, `${prefix}/services/?a=1`)).headers.location).toBe(`${prefix}/services?a=1`);
    }
  });

  test('no redirect leaves the site, whatever the path starts with: odd path forms are not found (nginx over HTTPS and HTTP; tests/output/hostFiles: _redirects)', async ({
    baseURL,
  }) => {
    const httpUrl = httpBaseUrl();
    for (const hostile of [...HOSTILE_PATHS, ...REVIEW_PAYLOADS]) {
      const response = await rawGet(baseURL!, hostile);
      // Each starts with a form a browser reads as another host, so none is served or redirected.
      expect(response.status, hostile).toBe(404);
      expect(response.headers.location, hostile).toBeUndefined();
      expect(response.body, hostile).toContain('Page Not Found');
      // Plain HTTP sends everything to the same path on the HTTPS site.
      const plain = await rawGet(httpUrl, hostile);
      expect(plain.status, hostile).toBe(301);
      expect(new URL(plain.headers.location!, httpUrl).origin, `${hostile} → ${plain.headers.location}`).toBe(
        new URL(baseURL!).origin,
      );
    }
    // The same suffixes in their clean form still reach the redirecting rules.
    let redirects = 0;
    for (const suffix of HOSTILE_SUFFIXES.filter(Boolean)) {
      const location = (await rawGet(baseURL!, suffix.startsWith('/') ? suffix : `/about${suffix}`)).headers.location;
      if (location !== undefined) {
        redirects += 1;
        expect(staysOnSite(location, `${baseURL}/`), `${suffix} → ${location}`).toBe(true);
      }
    }
    expect(redirects).toBeGreaterThan(HOSTILE_SUFFIXES.length / 2);
  });

  test('a page asked for in another case moves to its address with 301; unknown addresses in any case stay 404', async ({
    baseURL,
  }) => {
    for (const [address, canonical] of [
      ['/About', '/about'],
      ['/About/', '/about'],
      ['/FR/Contact', '/fr/contact'],
      ['/Services/Managed-IT-Services?ref=mail', '/services/managed-it-services?ref=mail'],
      ['/FR', '/fr/'],
    ]) {
      const response = await rawGet(baseURL!, address!);
      expect(response.status, address).toBe(301);
      expect(response.headers.location, address).toBe(canonical);
    }
    for (const unknown of ['/No-Such-Page', '/FR/No-Such-Page']) {
      expect((await rawGet(baseURL!, unknown)).status, unknown).toBe(404);
    }
  });

  test('plain HTTP only redirects to HTTPS, except the certificate challenges', async ({baseURL}) => {
    const httpUrl = httpBaseUrl();
    for (const route of ['/', '/about?ref=mail', '/no-such-page', '/assets/js/missing.js']) {
      const response = await rawGet(httpUrl, route);
      expect(response.status, route).toBe(301);
      expect(response.headers.location, route).toBe(`${baseURL}${route}`);
      expect(response.body, route).not.toContain('<main');
    }
    const challenge = await rawGet(httpUrl, '/.well-known/acme-challenge/no-such-token');
    expect(challenge.status).toBe(404);
    expect(challenge.headers.location).toBeUndefined();
  });

  test('requests for any other host name get no answer, on both ports', async ({baseURL}) => {
    for (const url of [baseURL!, httpBaseUrl()]) {
      for (const host of ['evil.example', '127.0.0.1']) {
        await expect(rawRequest(url, '/', {headers: {host}}), `${url} as ${host}`).rejects.toThrow();
      }
    }
    // Over TLS the handshake itself is refused for an unknown name: no certificate is shown.
    await expect(rawRequest(baseURL!, '/', {servername: 'evil.example'})).rejects.toThrow();
    expect((await rawGet(baseURL!, '/')).status).toBe(200);
  });

  test('TLS: 1.3 by default, 1.2 only with forward-secret AEAD ciphers, HTTP/2 offered', async ({baseURL}) => {
    const {hostname, port} = new URL(baseURL!);
    const handshake = (options: tls.ConnectionOptions) =>
      new Promise<{protocol: string | null; alpn: string | false | null}>((resolve, reject) => {
        const socket = tls.connect({
          host: hostname,
          port: Number(port),
          servername: hostname,
          ca: testCa(),
          ...options,
        });
        socket.once('secureConnect', () => {
          resolve({protocol: socket.getProtocol(), alpn: socket.alpnProtocol});
          socket.end();
        });
        socket.once('error', reject);
      });
    expect(await handshake({ALPNProtocols: ['h2', 'http/1.1']})).toEqual({protocol: 'TLSv1.3', alpn: 'h2'});
    expect((await handshake({maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256'})).protocol).toBe(
      'TLSv1.2',
    );
    for (const weak of ['ECDHE-ECDSA-AES128-SHA', 'ECDHE-ECDSA-AES256-SHA384', 'AES128-GCM-SHA256']) {
      await expect(handshake({maxVersion: 'TLSv1.2', ciphers: weak}), weak).rejects.toThrow();
    }
  });

  test('the MDN HTTP Observatory grades every page type A+, in every language', async ({baseURL}) => {
    test.setTimeout(120_000);
    const {hostname, port} = new URL(baseURL!);
    const paths = pageTypeSamples();
    const scan = spawnSync(
      process.execPath,
      [path.join(__dirname, 'support', 'observatory.mjs'), hostname, new URL(httpBaseUrl()).port, port, ...paths],
      {encoding: 'utf8', env: {...process.env, NODE_EXTRA_CA_CERTS: process.env.NGINX_CA_FILE}},
    );
    expect(scan.status, scan.stderr || scan.stdout).toBe(0);
    const results = JSON.parse(scan.stdout) as {
      path: string;
      scan: {grade: string; score: number};
      tests: Record<string, {result: string; pass: boolean; scoreModifier: number}>;
    }[];
    const lines = results.flatMap((result) => [
      `MDN HTTP Observatory, ${result.path}: ${result.scan.grade} (score ${result.scan.score})`,
      ...Object.entries(result.tests)
        .filter(([, outcome]) => result.path === '/' || !outcome.pass)
        .map(
          ([name, outcome]) =>
            `  ${outcome.pass ? 'pass' : 'FAIL'}  ${name}: ${outcome.result} (${outcome.scoreModifier >= 0 ? '+' : ''}${outcome.scoreModifier})`,
        ),
    ]);
    console.log(lines.join('\n'));
    test.info().annotations.push({type: 'observatory', description: lines.join('\n')});
    expect(results.map((result) => result.path)).toEqual(paths);
    for (const result of results) {
      expect(Object.keys(result.tests), result.path).toHaveLength(10);
      expect(result.tests.redirection?.result, result.path).toBe('redirection-to-https');
    }
    expect(
      results.filter((result) => result.scan.grade !== 'A+').map((result) => `${result.path}: ${result.scan.grade}`),
    ).toEqual([]);
  });

  test('nginx answers errors with our own short pages, never its stock ones', async ({baseURL}) => {
    const cases: [number, Promise<RawResponse>][] = [
      [400, rawRequest(baseURL!, '/', {headers: {'content-length': 'not-a-number'}})],
      [405, rawRequest(baseURL!, '/about', {method: 'POST'})],
      [405, rawRequest(baseURL!, '/', {method: 'DELETE'})],
      [413, rawRequest(baseURL!, '/', {method: 'POST', body: 'x'.repeat(4096)})],
      [414, rawGet(baseURL!, `/${'a'.repeat(20000)}`)],
    ];
    for (const [status, pending] of cases) {
      const response = await pending;
      expect(response.status).toBe(status);
      expect(response.headers['content-type'], String(status)).toBe('text/html; charset=utf-8');
      expect(response.body, String(status)).toBe(
        readFileSync(path.join(NGINX_DIR, 'errors', `${status}.html`), 'utf8'),
      );
      expect(response.body).not.toContain('nginx');
      expect(response.headers['content-security-policy'], String(status)).toBeTruthy();
      if (status === 405) {
        expect(response.headers.allow).toBe('GET, HEAD');
      }
    }
    // Reachable only as error pages.
    expect((await rawGet(baseURL!, '/_nginx/errors/400')).status).toBe(404);
  });

  test('under /fr/, nginx answers errors with the French pages: 400 and 414 (raised before any location), 405 with Allow, 413, and the French not-found page for missing files', async ({
    baseURL,
  }) => {
    const errorPage = (status: number) => readFileSync(path.join(NGINX_DIR, 'errors', 'fr', `${status}.html`), 'utf8');
    const cases: [number, Promise<RawResponse>][] = [
      [400, rawGet(baseURL!, '/fr/%')],
      [400, rawGet(baseURL!, '/fr/blog/%E0%A4%A')],
      [400, rawRequest(baseURL!, '/fr/about', {headers: {'content-length': 'not-a-number'}})],
      [414, rawGet(baseURL!, `/fr/${'a'.repeat(20000)}`)],
      [405, rawRequest(baseURL!, '/fr/about', {method: 'POST'})],
      [405, rawRequest(baseURL!, '/fr/', {method: 'DELETE'})],
      [405, rawRequest(baseURL!, '/fr/img/logo.svg', {method: 'POST'})],
      [413, rawRequest(baseURL!, '/fr/about', {method: 'POST', body: 'x'.repeat(4096)})],
    ];
    for (const [status, pending] of cases) {
      const response = await pending;
      expect(response.status).toBe(status);
      expect(response.headers['content-type'], String(status)).toBe('text/html; charset=utf-8');
      expect(response.body, String(status)).toBe(errorPage(status));
      expect(response.body).toContain('<html lang="fr-CA">');
      expect(response.headers['content-security-policy'], String(status)).toBeTruthy();
      if (status === 405) {
        expect(response.headers.allow).toBe('GET, HEAD');
      }
    }
    const notFoundPage = readFileSync(path.join(BUILD_DIR, 'fr', '404.html'), 'utf8');
    for (const missing of ['/fr/assets/js/missing.js', '/fr/fonts/missing.woff2', '/fr/img/missing.png']) {
      const response = await rawGet(baseURL!, missing);
      expect(response.status, missing).toBe(404);
      expect(response.body, missing).toBe(notFoundPage);
      expect(response.headers['content-security-policy'], missing).toBeTruthy();
    }
  });

  test('one byte range per request: several ranges get the whole file', async ({baseURL}) => {
    const single = await rawGet(baseURL!, '/img/logo.svg', {range: 'bytes=0-9'});
    expect(single.status).toBe(206);
    expect(single.body).toHaveLength(10);
    const many = await rawGet(baseURL!, '/img/logo.svg', {range: 'bytes=0-1,4-5,8-9'});
    expect(many.status).toBe(200);
    expect(many.headers['content-type']).toBe('image/svg+xml');
  });

  test('security.txt is served as text with a contact and a future expiry', async ({baseURL}) => {
    const response = await rawGet(baseURL!, '/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Contact: mailto:${company.securityEmail}\n`);
    expect(response.body).toMatch(/^Canonical: https:\/\/[^/]+\/\.well-known\/security\.txt$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(response.body)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(300 * 86_400_000);
    expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
  });

  test('fonts and images are cached for a day, pages revalidated: nginx and build/_headers agree on every header', async ({
    baseURL,
  }) => {
    const rules = netlifyHeaders();
    const headerNames = new Set([...rules.values()].flatMap((headers) => [...headers.keys()]));
    expect(headerNames).toContain('cache-control');
    expect(headerNames).toContain('content-security-policy');
    const mainScript = readdirSync(path.join(BUILD_DIR, 'assets', 'js')).find((name) => /^main\..*\.js$/.test(name));
    const ogImage = readdirSync(path.join(BUILD_DIR, 'img', 'og')).find((name) => name.endsWith('.png'));
    const frenchScript = readdirSync(path.join(BUILD_DIR, 'fr', 'assets', 'js')).find((name) => name.endsWith('.js'));
    const samples = [
      '/',
      '/about',
      '/blog/mfa-setup-quick-tip',
      '/case-studies',
      `/assets/js/${mainScript}`,
      '/fonts/inter-latin-variable.woff2',
      '/img/logo.svg',
      `/img/og/${ogImage}`,
      '/.well-known/security.txt',
      '/robots.txt',
      '/sitemap.xml',
      '/fr/',
      '/fr/about',
      '/fr/blog/mfa-setup-quick-tip',
      `/fr/assets/js/${frenchScript}`,
      '/fr/img/logo.svg',
    ];
    for (const sample of samples) {
      const response = await rawGet(baseURL!, sample);
      expect(response.status, sample).toBe(200);
      // Netlify and Cloudflare Pages join the values of every matching rule.
      const expected = new Map<string, string[]>();
      for (const [pattern, headers] of rules) {
        // `*` matches anything, `:name` one path segment (both hosts' rules).
        const matcher = new RegExp(
          `^${pattern
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*')
            .replace(/:[a-z]+/g, '[^/]+')}$`,
        );
        if (matcher.test(sample)) {
          for (const [name, value] of headers) {
            expected.set(name, [...(expected.get(name) ?? []), value]);
          }
        }
      }
      for (const name of headerNames) {
        const fromFile = expected.get(name)?.join(', ');
        if (name === 'cache-control' && fromFile === undefined) {
          // Without a rule both hosts make the browser revalidate (max-age=0, must-revalidate).
          expect(response.headers[name], `${name} on ${sample}`).toBe('no-cache');
        } else {
          expect(response.headers[name], `${name} on ${sample}`).toBe(fromFile);
        }
      }
    }
    expect((await rawGet(baseURL!, '/fonts/inter-latin-variable.woff2')).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
    expect((await rawGet(baseURL!, '/img/logo.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });

  test('unknown blog and case-study paths redirect to their list; every built page there is served', async ({
    baseURL,
  }) => {
    const unknown = unknownSectionPathsAnyCase();
    for (const [route, list] of unknown) {
      const response = await rawGet(baseURL!, route);
      expect(response.status, route).toBe(302);
      expect(response.headers.location, route).toBe(list);
      expect(response.headers['content-security-policy'], route).toBeTruthy();
    }
    const files = servedSectionPaths();
    expect(files).toEqual(expect.arrayContaining(SECTION_PATH_SAMPLES));
    for (const served of files) {
      expect((await rawGet(baseURL!, served)).status, served).toBe(200);
    }
  });

  test('no directory listings and no host files', async ({baseURL}) => {
    for (const route of [
      '/assets/js',
      '/img',
      '/img/og',
      '/fonts',
      '/_nginx/security-headers.conf',
      '/_headers',
      '/_redirects',
    ]) {
      const response = await rawGet(baseURL!, route);
      expect(response.status, route).toBe(404);
      expect(response.body, route).not.toContain('Index of');
    }
  });

  const MARKUP = '<script>alert(1)</script>';
  const badInput: [string, string][] = [
    ['malformed percent-encoding', '/%E0%A4%A'],
    ['a lone percent sign', '/about%'],
    ['an encoded NUL byte', '/about%00.html'],
    ['path traversal with encoded slashes', '/..%2f..%2fetc/passwd'],
    ['path traversal with dots', '/assets/../../../../etc/passwd'],
    ['double-encoded traversal', '/%252e%252e/%252e%252e/etc/passwd'],
    ['a very long path', `/${'a'.repeat(6000)}`],
    ['an over-long path', `/${'a'.repeat(20000)}`],
    ['a very long query string', `/about?q=${'b'.repeat(20000)}`],
    ['HTML in a query parameter', `/about?q=${encodeURIComponent(MARKUP)}`],
    ['raw HTML in the path', `/${encodeURIComponent(MARKUP)}`],
    ['HTML on a redirect', `/services/it-consulting?x=${encodeURIComponent(MARKUP)}`],
    ['CRLF in a redirect path', '/%0d%0aSet-Cookie:%20evil=1/'],
  ];
  for (const [name, rawPath] of badInput) {
    test(`bad input: ${name} gets a 4xx or the normal page, never a 5xx or reflected markup`, async ({baseURL}) => {
      const response = await rawGet(baseURL!, rawPath);
      expect(response.status).toBeLessThan(500);
      expect([200, 301, 400, 404, 414]).toContain(response.status);
      expect(response.body).not.toContain(MARKUP);
      expect(response.body).not.toContain('alert(1)');
      expect(response.body).not.toContain('root:x:0:0');
      expect(response.headers['set-cookie']).toBeUndefined();
      if (response.status === 200) {
        expect(response.body).toBe(readFileSync(path.join(BUILD_DIR, 'about.html'), 'utf8'));
      }
    });
  }
});

test('no CSP violation while a page loads, hydrates and navigates', async ({page}) => {
  await page.addInitScript(() => {
    (window as unknown as {cspViolations: string[]}).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {cspViolations: string[]}).cspViolations.push(
        `${event.violatedDirective}: ${event.blockedURI}`,
      );
    });
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.locator('footer a[href="/about"]').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('main h1')).toBeVisible();
  const violations = await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
  expect(violations).toEqual([]);
});
