/**
 * The production host (nginx with deploy/nginx, run by playwright.nginx.config.ts): security
 * and cache headers on every route, precompressed responses, the 404 status, redirects, no
 * directory listings, hidden host files, and bad input answered without a server error or
 * reflected markup. The Netlify / Cloudflare Pages files in the build must carry the same rules.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {test, expect} from './support/fixtures';
import {BUILD_DIR, builtRoutes} from './support/routes';
import {listBuildFiles} from '../../plugins/lib/buildFiles';
import {serviceRedirects} from '../../src/data/redirects';
import {contactFormDefaults} from '../../src/data/company';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with the path sent exactly as given (no URL normalisation by a client library). */
function rawGet(baseURL: string, rawPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({host: hostname, port, path: rawPath, method: 'GET', headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
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
    const redirected = new Set<string>(serviceRedirects.map((redirect) => redirect.from));
    for (const route of builtRoutes()) {
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
    const main = assets.find((asset) => /\/main\.[0-9a-f]+\.js$/.test(asset))!;
    expect(existsSync(path.join(BUILD_DIR, `${main}.gz`)) && existsSync(path.join(BUILD_DIR, `${main}.br`))).toBe(true);
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

  test('unknown paths answer 404 with the not-found page and the security headers', async ({baseURL}) => {
    for (const route of ['/no-such-page', '/services/no-such-service', '/404', '/assets/js/missing.js']) {
      const response = await rawGet(baseURL!, route);
      expect(response.status, route).toBe(404);
      expect(response.headers['content-security-policy'], route).toBeTruthy();
      if (!route.startsWith('/assets/')) {
        expect(response.body, route).toBe(readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8'));
      }
    }
  });

  test('the non-canonical service links redirect with 301, on nginx and in _redirects', async ({baseURL}) => {
    const redirectsFile = readFileSync(path.join(BUILD_DIR, '_redirects'), 'utf8');
    expect(serviceRedirects.length).toBeGreaterThan(0);
    for (const {from, to} of serviceRedirects) {
      const response = await rawGet(baseURL!, from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      expect((await rawGet(baseURL!, `${from}?ref=mail`)).headers.location).toBe(`${to}?ref=mail`);
      expect(redirectsFile).toContain(`${from} ${to} 301`);
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
    for (const sneaky of ['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/']) {
      const response = await rawGet(baseURL!, sneaky);
      const location = String(response.headers.location ?? '');
      expect(
        location.startsWith('//') || location.startsWith('/\\') || /^https?:/i.test(location),
        `${sneaky} → ${location}`,
      ).toBe(false);
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
