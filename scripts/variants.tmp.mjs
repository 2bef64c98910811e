import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
import {CPU_SLOWDOWN, PHONE_VIEWPORT} from './lib/firstInteraction.mjs';
const [dir, route] = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 5);
const port = 4199;
const srv = await new Promise((resolve) => { const p = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'], {stdio: ['ignore', 'pipe', 'inherit']}); p.stdout.on('data', (c) => String(c).includes('http://') && resolve(p)); });
const browser = await chromium.launch({executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu', '--disable-3d-apis']});
const VARIANTS = JSON.parse(process.env.VARIANTS);
function rec() { const s = {h: null, t: []}; globalThis.__r = s; new PerformanceObserver((l) => { for (const e of l.getEntries()) s.t.push([e.startTime, e.duration]); }).observe({type: 'longtask', buffered: true}); }
const res = {};
for (let i = 0; i < RUNS; i++) for (const [name, v] of Object.entries(VARIANTS)) {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, reducedMotion: v.reduced ? 'reduce' : 'no-preference'});
  const page = await context.newPage();
  await page.addInitScript(rec);
  if (v.css) await page.route('**/assets/css/*.css', async (r) => { const resp = await r.fetch({headers: {...r.request().headers(), 'accept-encoding': 'identity'}}); await r.fulfill({response: resp, body: (await resp.text()) + v.css}); });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await page.goto(`http://127.0.0.1:${port}${route}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 120000});
  await page.waitForTimeout(3000);
  const t = await page.evaluate(() => globalThis.__r.t);
  (res[name] ??= []).push(Math.round(t.reduce((a, [, d]) => a + Math.max(0, d - 50), 0)));
  await context.close();
}
const med = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [k, v] of Object.entries(res)) console.log(route, k, 'blocking (3 s after hydration) median', med(v), v.join(','));
await browser.close(); srv.kill();
