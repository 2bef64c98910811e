import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
const [dir, route, port] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 4199)];
const srv = await new Promise((resolve) => { const p = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'], {stdio: ['ignore', 'pipe', 'inherit']}); p.stdout.on('data', (c) => String(c).includes('http://') && resolve(p)); });
const browser = await chromium.launch({executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu', '--disable-3d-apis']});
const totals = {};
const RUNS = 3;
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  if (process.env.CSS_APPEND) {
    await page.route('**/assets/css/*.css', async (r) => { const resp = await r.fetch({headers: {...r.request().headers(), 'accept-encoding': 'identity'}}); await r.fulfill({response: resp, body: (await resp.text()) + process.env.CSS_APPEND}); });
  }
  if (process.env.REDUCED) await page.emulateMedia({reducedMotion: 'reduce'});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute']});
  await page.goto(`http://127.0.0.1:${port}${route}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 120000});
  await page.waitForTimeout(500);
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents;
  const main = events.filter((e) => e.name === 'RunTask' && e.dur > 50000);
  // Attribute time inside long tasks to direct children categories.
  const tid = main[0]?.tid;
  const kids = events.filter((e) => e.tid === tid && e.ph === 'X' && e.dur);
  for (const t of main) {
    const inside = kids.filter((k) => k !== t && k.ts >= t.ts && k.ts + k.dur <= t.ts + t.dur && ['EvaluateScript', 'FunctionCall', 'v8.compile', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'Paint', 'PrePaint', 'Layerize', 'MinorGC', 'MajorGC', 'ParseAuthorStyleSheet', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'V8.GCScavenger', 'MajorGC'].includes(k.name));
    for (const k of inside) totals[k.name] = (totals[k.name] ?? 0) + k.dur / 1000 / RUNS;
    totals['(long tasks)'] = (totals['(long tasks)'] ?? 0) + t.dur / 1000 / RUNS;
    totals['(count)'] = (totals['(count)'] ?? 0) + 1 / RUNS;
  }
  await context.close();
}
console.log(route, dir, Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Math.round(v)])));
await browser.close(); srv.kill();
