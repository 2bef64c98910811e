/**
 * First-load bytes of a page as a visitor's browser meets them: every script, stylesheet and
 * document of the page's origin it loads until the network is idle, hydration is done and no
 * request is in flight, each gzipped (level 9). Prefetches of other routes (rel=prefetch) are
 * not counted. Used by the whole-site sweep's budgets (tests/e2e/sweep.spec.ts).
 */
import {gzipSync} from 'node:zlib';

const KINDS = {script: 'js', stylesheet: 'css', document: 'html'};

/**
 * Loads `url` in `page` (Playwright) and returns `{totals: {js, css, html}, leftPage}`, in gzip
 * bytes. Redirect pages (for example /schedule) move on to another page: only what the requested
 * page itself loads is counted, until the address changes (`leftPage`).
 */
export async function firstLoadBytes(page, url, {timeoutMs = 30_000} = {}) {
  const route = new URL(url, 'http://localhost').pathname;
  const requests = [];
  let leftPage = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== route) {
      leftPage = true;
    }
  });
  // The scripts start after the load event (see the page template), so the measurement waits for
  // hydration and then for every request to finish.
  let inFlight = 0;
  page.on('request', (request) => {
    if (!leftPage) {
      inFlight += 1;
      request.response().then(
        () => requests.push(request),
        () => undefined,
      );
    }
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(url, {waitUntil: 'networkidle'});
  if (!leftPage) {
    // Runs in the page (a function, not a string: the CSP forbids eval); this module runs in
    // Node, hence globalThis.
    await page.waitForFunction(() => globalThis.document.documentElement.dataset.hasHydrated === 'true', null, {
      timeout: timeoutMs,
    });
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0) {
      if (Date.now() > deadline) {
        throw new Error(`${url}: ${inFlight} requests still in flight after ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const totals = {js: 0, css: 0, html: 0};
  const origin = new URL(page.url()).origin;
  for (const request of requests) {
    const kind = KINDS[request.resourceType()];
    if (!kind || !request.url().startsWith(origin)) {
      continue;
    }
    const response = await request.response();
    const body = await response?.body().catch(() => undefined);
    if (body) {
      totals[kind] += gzipSync(body, {level: 9}).length;
    }
  }
  return {totals, leftPage};
}
