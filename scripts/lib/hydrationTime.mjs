/**
 * How long a page takes to become usable on a slow phone, for `npm run bench:scale`: Chromium
 * with the CPU slowed four times (as Lighthouse's mobile runs and the first-interaction measure
 * do) loads the page in a fresh context and reports
 * - `hydratedMs`: from the start of navigation to the moment React has hydrated the page (the
 *   `data-has-hydrated` mark on the root element), when its controls start to work;
 * - `blockingMs`: the main thread's blocking time until then, as Lighthouse counts it (the part
 *   of each task over 50 ms).
 *
 * It is a measure to compare builds of different sizes in one run, never a test budget.
 */
import {CPU_SLOWDOWN, PHONE_VIEWPORT} from './firstInteraction.mjs';

const TIMEOUT_MS = 120_000;
const LONG_TASK_MS = 50;

/**
 * Installed before any page script: the hydration moment and every long task with its start (the
 * task that hydrates ends after the mark is set, so the tasks are filtered afterwards).
 */
function recordHydration() {
  const state = {hydratedAt: null, longTasks: []};
  globalThis.__hydrationTime = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({startTime: entry.startTime, duration: entry.duration});
    }
  }).observe({type: 'longtask', buffered: true});
  new globalThis.MutationObserver((_, observer) => {
    if (globalThis.document.documentElement?.dataset.hasHydrated === 'true') {
      state.hydratedAt = performance.now();
      observer.disconnect();
    }
    // The document, not its root element: the script runs before the parser has made the root.
  }).observe(globalThis.document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

/** One load of `url` in a new context of `browser` (Playwright Chromium): `{hydratedMs, blockingMs}`. */
export async function measureHydration(browser, url) {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    await page.addInitScript(recordHydration);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(url);
    await page.waitForFunction(() => globalThis.__hydrationTime?.hydratedAt != null, null, {timeout: TIMEOUT_MS});
    // Long tasks are reported after they end: the one that hydrated has ended by now.
    await page.waitForTimeout(200);
    const {hydratedAt, longTasks} = await page.evaluate(() => globalThis.__hydrationTime);
    return {
      hydratedMs: Math.round(hydratedAt),
      blockingMs: Math.round(
        longTasks
          .filter((task) => task.startTime < hydratedAt)
          .reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0),
      ),
    };
  } finally {
    await context.close();
  }
}
