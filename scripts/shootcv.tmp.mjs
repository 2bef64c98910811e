import {chromium} from '@playwright/test';
const base = 'http://127.0.0.1:4195';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu']});
for (const js of [true, false]) for (const width of [390, 800, 1280]) {
  const context = await browser.newContext({viewport: {width, height: 900}, javaScriptEnabled: js});
  const page = await context.newPage();
  for (const path of process.argv.slice(2)) {
    await page.goto(base + path);
    if (js) await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true').catch(() => {});
    const shifts = await page.evaluate(async () => {
      let cls = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) cls += e.value; }).observe({type: 'layout-shift', buffered: false});
      const h = document.documentElement.scrollHeight;
      for (let y = 0; y < h; y += 300) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); }
      await new Promise((r) => setTimeout(r, 800));
      for (let y = document.documentElement.scrollHeight; y >= 0; y -= 300) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); }
      await new Promise((r) => setTimeout(r, 300));
      return cls;
    });
    console.log(path, width, js ? 'js' : 'nojs', 'CLS while scrolling down and up', shifts.toFixed(4));
    await page.screenshot({path: `/work/shots/cv/${path.replace(/\W+/g, '_')}-${width}-${js ? 'js' : 'nojs'}.png`, fullPage: true});
  }
  await context.close();
}
await browser.close();
