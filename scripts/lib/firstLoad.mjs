/** First-load gzip bytes of a page's own scripts, styles and documents (the sweep's budgets). */
import {gzipSync} from 'node:zlib';

const KINDS = {script: 'js', stylesheet: 'css', document: 'html'};

/** `{totals: {js, css, html}, leftPage}` for `url`; a redirect page counts until the address changes. */
export async function firstLoadBytes(page, url, {timeoutMs = 30_000} = {}) {
  const route = new URL(url, 'http://localhost').pathname;
  const requests = [];
  let leftPage = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== route) {
      leftPage = true;
    }
  });
  // The scripts start after the load event, so this waits for hydration, then for every request.
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
    // Runs in the page (a function: the CSP forbids eval); this module runs in Node, hence globalThis.
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
