import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox']});
for (const w of [390, 800, 1280]) {
  const p = await browser.newPage({viewport: {width: w, height: 844}});
  await p.goto('http://127.0.0.1:4196/case-studies');
  const hs = await p.$$eval('[data-testid="case-study-card"]', (els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  const p2 = await browser.newPage({viewport: {width: w, height: 844}});
  await p2.goto('http://127.0.0.1:4196/fr/case-studies');
  const hf = await p2.$$eval('[data-testid="case-study-card"]', (els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  console.log(w, hs.join(','), '| fr', hf.join(','));
}
await browser.close();
