/**
 * The site as Cloudflare serves it: `wrangler dev` runs the platform's own runtime on build/ with
 * wrangler.jsonc, as production does. What the owner relies on from the host: the security
 * headers on every kind of page, the not-found page of each language with status 404, unknown
 * blog and case-study addresses ending on their list, one address per page, and no redirect that
 * leaves the site.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, waitForHydration} from './support/fixtures';
import {BUILD_DIR, localePrefixes, pageKinds} from '../support/routes';
import {inlineScriptHashes} from '../../scripts/postbuild/hostFiles';
import {serviceRedirects} from '../../src/data/redirects';

/** A GET with the path exactly as given: browsers and Playwright's client would normalise it. */
function rawGet(baseURL: string, rawPath: string): Promise<{status: number; location?: string; body: string}> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({host: hostname, port, path: rawPath}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The first h1 of a page's HTML, as the build wrote it. */
const h1Of = (html: string) => load(html)('h1').first().text().trim();
const builtFile = (name: string) => readFileSync(path.join(BUILD_DIR, name), 'utf8');

test.describe('the owner’s host (Cloudflare’s runtime) @any-size', () => {
  test('every kind of page, in both languages, has a CSP allowing its inline scripts, a Permissions-Policy and COOP', async ({
    request,
  }) => {
    // The Observatory grade below covers the other security headers, not these two.
    for (const pagePath of pageKinds({french: true})) {
      const response = await request.get(pagePath, {maxRedirects: 0});
      const headers = response.headers();
      const scriptSources = /script-src ([^;]*)/.exec(headers['content-security-policy']!)![1]!.split(' ');
      for (const hash of inlineScriptHashes([await response.text()])) {
        expect(scriptSources, `${pagePath}: inline script ${hash}`).toContain(hash);
      }
      expect(headers['permissions-policy'], pagePath).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(headers['cross-origin-opener-policy'], pagePath).toBe('same-origin');
    }
    // Hashed bundles are cached for good; pages are revalidated on every visit.
    const script = /"(\/assets\/js\/main\.[^"]+)"/.exec(builtFile('index.html'))![1]!;
    expect((await request.get(script)).headers()['cache-control']).toContain('immutable');
    expect((await request.get('/about')).headers()['cache-control']).not.toContain('immutable');
  });

  test('an unknown address gets the not-found page of its language, with status 404', async ({request}) => {
    for (const [address, page] of [
      ['/no-such-page', '404.html'],
      ['/services/no-such-service', '404.html'],
      ['/fr/no-such-page', 'fr/404.html'],
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).toBe(builtFile(page));
    }
  });

  test('old service addresses move to their page with 301, in both languages', async ({request}) => {
    for (const prefix of localePrefixes()) {
      for (const {from, to} of serviceRedirects) {
        const response = await request.get(`${prefix}${from}`, {maxRedirects: 0});
        expect(response.status(), from).toBe(301);
        expect(new URL(response.headers().location!, 'http://site').pathname, from).toBe(`${prefix}${to}`);
      }
    }
  });

  test('a page is served at its own address only: other forms redirect to it', async ({baseURL}) => {
    for (const [address, canonical] of [
      ['/about/', '/about'],
      ['/about.html', '/about'],
      ['/index.html', '/'],
      ['/fr', '/fr/'],
      ['/fr/index.html', '/fr/'],
      ['/blog/mfa-setup-quick-tip/', '/blog/mfa-setup-quick-tip'],
      ['//about', '/about'],
    ]) {
      const response = await rawGet(baseURL!, address);
      expect([response.status, response.location], address).toEqual([307, canonical]);
    }
    // The runtime reads dot segments as the URL standard does (`/fr/%2e%2e/x` is `/x`): the page
    // it serves there is the one the address names, whose canonical link says so.
    const dotted = await rawGet(baseURL!, '/fr/%2e%2e/fr/contact');
    expect(load(dotted.body)('link[rel=canonical]').attr('href')).toMatch(/\/fr\/contact$/);
  });

  test('no redirect sends a visitor to another site', async ({baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const prefixes = [
      '//evil.example',
      '/\\evil.example',
      '///evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
    ];
    const suffixes = ['', '/', '/index.html', '/about.html', '/about/', '/blog/no-such-post', '/..%2ffr/'];
    for (const prefix of prefixes) {
      for (const suffix of suffixes) {
        const {status, location} = await rawGet(baseURL!, `${prefix}${suffix}`);
        if (location !== undefined) {
          expect(new URL(location, `${origin}/x`).origin, `${prefix}${suffix} → ${location}`).toBe(origin);
        }
        expect(status, `${prefix}${suffix}`).not.toBe(200);
      }
    }
  });
});

test('the MDN HTTP Observatory grades every kind of page A+ through the runtime, in both languages @any-size', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  // The same runtime over HTTPS (the Observatory grades HSTS only on a certificate it trusts):
  // a throwaway certificate for 127.0.0.1, trusted by the scanner alone.
  const dir = testInfo.outputPath('tls');
  mkdirSync(dir, {recursive: true});
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const openssl = [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    ...subject,
    '-keyout',
    key,
    '-out',
    cert,
  ];
  execFileSync('openssl', openssl, {stdio: 'ignore'});
  const port = Number(new URL(baseURL!).port) + 2;
  const https = ['--local-protocol', 'https', '--https-key-path', key, '--https-cert-path', cert];
  const quiet = '--show-interactive-dev-session=false';
  const server = spawn(
    'npx',
    ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', `${port}`, '--inspector-port', `${port + 1}`, ...https, quiet],
    {stdio: ['ignore', 'pipe', 'inherit'], detached: true},
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Ready on') && resolve());
      server.on('exit', () => reject(new Error('wrangler dev (https) stopped')));
    });
    const paths = pageKinds({french: true});
    // No plain-HTTP port: on Cloudflare, "Always Use HTTPS" answers http:// before the site does.
    const scan = spawnSync(
      process.execPath,
      [path.join(__dirname, 'support', 'observatory.mjs'), '127.0.0.1', String(port + 9), String(port), ...paths],
      {encoding: 'utf8', env: {...process.env, NODE_EXTRA_CA_CERTS: cert}},
    );
    expect(scan.status, scan.stderr || scan.stdout).toBe(0);
    const results = JSON.parse(scan.stdout) as {
      path: string;
      scan: {grade: string};
      tests: Record<string, {pass: boolean}>;
    }[];
    const grades = results.map(({path: scanned, scan: {grade}, tests}) => {
      const failed = Object.keys(tests).filter((name) => !tests[name]!.pass);
      return `${scanned}: ${grade} ${failed.join(' ')}`.trim();
    });
    expect(grades).toEqual(paths.map((scanned) => `${scanned}: A+`));
  } finally {
    process.kill(-server.pid!);
  }
});

test.describe('an unknown post or case study', () => {
  for (const [address, list] of [
    ['/blog/no-such-post', 'blog.html'],
    ['/case-studies/no-such-study', 'case-studies.html'],
    ['/fr/blog/tags/no-such-tag', 'fr/blog.html'],
    ['/fr/case-studies/no-such-study', 'fr/case-studies.html'],
  ]) {
    test(`${address} shows its list from the first paint and ends on the list’s address, with or without JavaScript`, async ({
      page,
      browser,
    }, testInfo) => {
      const listPath = `/${list.replace(/\.html$/, '')}`;
      // What the host sends first is the list itself (status 404 for crawlers), never the not-found page.
      const first = await page.request.get(address);
      expect(first.status()).toBe(404);
      expect(h1Of(await first.text())).toBe(h1Of(builtFile(list)));
      await page.goto(address);
      await expect(page).toHaveURL(new RegExp(`${listPath}$`));
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(h1Of(builtFile(list)));

      const {viewport, baseURL} = testInfo.project.use;
      const noScripts = await browser.newContext({viewport, baseURL, javaScriptEnabled: false});
      const plain = await noScripts.newPage();
      await plain.goto(address);
      await expect(plain).toHaveURL(new RegExp(`${listPath}$`));
      await expect(plain.locator('h1')).toHaveText(h1Of(builtFile(list)));
      await noScripts.close();
    });
  }
});

test.describe('a page asked for in another case', () => {
  for (const [address, page] of [
    ['/About', 'about.html'],
    ['/FR/Contact?ref=mail', 'fr/contact.html'],
    ['/Case-Studies/email-migration-microsoft-365', 'case-studies/email-migration-microsoft-365.html'],
  ] as const) {
    test(`${address}: the host answers 404, and the visitor moves on to the page at its own address @any-size`, async ({
      page: tab,
      request,
    }) => {
      expect((await request.get(address)).status()).toBe(404);
      let notFoundPainted = false;
      tab.on('framenavigated', async (frame) => {
        if (frame === tab.mainFrame() && /[A-Z]/.test(new URL(frame.url()).pathname)) {
          notFoundPainted ||= await tab
            .locator('h1')
            .isVisible()
            .catch(() => false);
        }
      });
      await tab.goto(address);
      await expect(tab).toHaveURL(new RegExp(`${address.toLowerCase().replace(/[?]/g, '\\?')}$`));
      await waitForHydration(tab);
      await expect(tab.locator('h1')).toHaveText(h1Of(builtFile(page)));
      expect(notFoundPainted).toBe(false);
    });
  }
});
