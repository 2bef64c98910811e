/**
 * Hostile input on the production host (nginx with deploy/nginx, playwright.nginx.config.ts), in
 * bulk: markup in the path, the query and the request headers of every kind of address, with any
 * method, is never reflected, never answered with a server error, and never turns into an
 * off-site redirect or an injected header; and in the browser, markup in the parts of the address
 * that the pages read (the search query, the brand-asset parameters, the path of a not-found page,
 * the fragment) never becomes an element of the page. tests/e2e/production.spec.ts has the
 * single malformed requests (bad encodings, traversal, over-long paths).
 */
import {test, expect, waitForHydration} from './support/fixtures';
import {rawRequest} from './support/host';
import {staysOnSite} from '../unit/support/hostRules';

/** The marker of every probe: an element or attribute carrying it is an injection. */
const MARK = 'nbxss';
/** Markup that breaks out of text, of a quoted attribute and of a URL, without spaces (a raw path allows none). */
const PAYLOADS = [
  `<script>window.${MARK}=1</script>`,
  `"><svg/data-${MARK}/onload=window.${MARK}=1>`,
  `'><img/data-${MARK}/src=x/onerror=window.${MARK}=1>`,
  `javascript:window.${MARK}=1//%0d%0aX-${MARK}:1`,
];
/** One address of each kind the host answers differently: page, home, language, redirect, section fallback, asset, unknown. */
const ROUTES = [
  '/',
  '/about',
  '/fr/about',
  '/services/it-consulting',
  '/blog/no-such-post',
  '/case-studies',
  '/assets/js/no-such.js',
  '/no-such-page',
];
/** Request headers that servers and their logs, analytics or error pages have been known to echo. */
const HEADERS = [
  'referer',
  'user-agent',
  'cookie',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-original-url',
  'x-rewrite-url',
  'accept-language',
  'origin',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
}

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const route of ROUTES) {
    for (const payload of PAYLOADS) {
      const encoded = encodeURIComponent(payload);
      const base = route.replace(/\/$/, '');
      for (const path of [`${base}/${payload}`, `${base}/${encoded}`, `${route}?q=${encoded}`, `${route}?${payload}`]) {
        list.push({method: 'GET', path, headers: {}});
      }
      for (const header of HEADERS) {
        list.push({method: 'GET', path: route, headers: {[header]: payload}});
      }
      for (const method of METHODS) {
        list.push({method, path: `${route}?q=${encoded}`, headers: {}});
      }
    }
  }
  return list;
}

test('hostile requests: markup in the path, query, headers or method is never reflected, never a 5xx, never an off-site redirect', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const all = probes();
  const problems: string[] = [];
  for (const probe of all) {
    const label = `${probe.method} ${probe.path} ${JSON.stringify(probe.headers)}`;
    let response;
    try {
      response = await rawRequest(baseURL!, probe.path, {method: probe.method, headers: probe.headers});
    } catch (error) {
      // nginx may close the connection on a request it will not parse: no answer reflects nothing.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') {
        problems.push(`${label}: ${(error as Error).message}`);
      }
      continue;
    }
    const location = response.headers.location;
    if (response.status >= 500) {
      problems.push(`${label}: status ${response.status}`);
    }
    if (response.body.includes(MARK)) {
      problems.push(`${label}: the body reflects the probe`);
    }
    if (Object.keys(response.headers).some((name) => name.includes(MARK))) {
      problems.push(`${label}: an injected header`);
    }
    if (response.headers['set-cookie'] !== undefined) {
      problems.push(`${label}: sets a cookie`);
    }
    // A redirect keeps the query as sent (a header, never rendered): it must only stay on the site.
    if (location !== undefined && !staysOnSite(location, `${baseURL}/`)) {
      problems.push(`${label}: redirects to ${location}`);
    }
  }
  console.log(`${all.length} hostile requests, ${problems.length} problems.`);
  expect(problems).toEqual([]);
});

/** The addresses whose query, path or fragment a page reads in the browser, each with the probes in it. */
function domProbes(): string[] {
  const [script, svg, img] = PAYLOADS.map(encodeURIComponent);
  return [
    `/search?q=cloud${svg}${img}`,
    `/fr/search?q=nuage${svg}${img}`,
    `/favicon/dark?title=${svg}&description=${img}`,
    `/${svg}${img}`,
    `/fr/blog/${img}`,
    `/about?q=${script}#${svg}${img}`,
  ];
}

for (const address of domProbes()) {
  test(`no DOM injection: ${decodeURIComponent(address).slice(0, 60)}…`, async ({page}) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as {reportViolation: (directive: string) => void}).reportViolation(event.violatedDirective),
      );
    });
    await page.goto(address);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    if (address.includes('search?q=')) {
      // Typed into the field too, as a visitor would; the results render from it.
      await page.locator('#search-page-input').fill(decodeURIComponent(address.split('q=')[1]!));
      await page.waitForLoadState('networkidle');
    }
    const injected = await page.evaluate(
      (mark) => ({
        elements: document.querySelectorAll(`[data-${mark}]`).length,
        scripts: Array.from(document.scripts).filter((element) => element.text.includes(mark)).length,
        ran: mark in window,
      }),
      MARK,
    );
    expect(injected).toEqual({elements: 0, scripts: 0, ran: false});
    expect(violations).toEqual([]);
  });
}
