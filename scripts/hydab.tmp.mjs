// Ad hoc: interleaved hydration at 4x CPU, two builds served by scripts/serve.mjs.
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
import {measureHydration} from './lib/hydrationTime.mjs';
const [dirA, dirB] = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 5);
const start = (dir, port) => new Promise((resolve) => { const p = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'], {stdio: ['ignore', 'pipe', 'inherit']}); p.stdout.on('data', (c) => String(c).includes('http://') && resolve(p)); });
const a = await start(dirA, 4197), b = await start(dirB, 4198);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu', '--disable-3d-apis', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']});
const med = (v) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)];
for (const route of ['/', '/blog', '/case-studies']) {
  const r = {A: [], B: []};
  for (let i = 0; i < RUNS; i++) for (const [k, port] of [['A', 4197], ['B', 4198]]) r[k].push(await measureHydration(browser, `http://127.0.0.1:${port}${route}`));
  console.log(route, 'A hydrated', med(r.A.map((x) => x.hydratedMs)), 'blocking', med(r.A.map((x) => x.blockingMs)), '| B hydrated', med(r.B.map((x) => x.hydratedMs)), 'blocking', med(r.B.map((x) => x.blockingMs)), '| ratio', (med(r.B.map((x) => x.hydratedMs)) / med(r.A.map((x) => x.hydratedMs))).toFixed(2));
}
await browser.close(); a.kill(); b.kill();
