/**
 * The first-interaction measure of `npm run bench`: how long a visitor's first tap waits for the
 * page to answer it, on a phone-sized screen with the CPU slowed four times (Chromium's CPU
 * throttling, as Lighthouse's mobile runs simulate a mid-range phone). A blocking-time gain that
 * only moves work to the first tap would show here.
 *
 * Each run opens the page in a fresh context, waits until React has hydrated it (the moment its
 * controls start to work), taps the control at once and reports two figures:
 * - `responseMs`: from the tap's pointerdown to the paint of the first frame in which the
 *   control's answer is in the page (the menu panel shown, the search dialog open, the filter
 *   pressed): what the visitor sees, including any code the control loads on first use;
 * - `inpMs`: the interaction's latency as the Event Timing API reports it (Interaction to Next
 *   Paint: input delay, handlers and the next paint). Entries under 16 ms are not reported by
 *   browsers, so 16 is the floor.
 */

/** Chromium's CPU slow-down, as in Lighthouse's mobile runs. */
export const CPU_SLOWDOWN = 4;
export const PHONE_VIEWPORT = {width: 390, height: 844};
const EVENT_TIMING_FLOOR_MS = 16;
const TIMEOUT_MS = 60_000;

/**
 * The controls tapped: the phone menu button, the phone search button and a case-study filter.
 * `answer` names the check, in the page, that the control's answer is in the document. Functions that run in the page name
 * its globals through globalThis: this module runs in Node.
 */
export const INTERACTIONS = [
  {name: 'phone menu', route: '/', target: 'header button[aria-controls][aria-expanded]:visible', answer: 'panel'},
  {name: 'search', route: '/', target: 'header button:has-text("Search..."):visible', answer: 'dialog'},
  {
    name: 'case-study filter',
    route: '/case-studies',
    target: 'main button[aria-pressed="false"]:visible',
    answer: 'pressed',
  },
];

/**
 * Installed before any page script: records the first pointerdown's time and the Event Timing
 * entries of interactions.
 */
function recordInteractions() {
  const state = {pointerDownAt: null, entries: []};
  globalThis.__firstInteraction = state;
  globalThis.addEventListener(
    'pointerdown',
    (event) => {
      state.pointerDownAt ??= event.timeStamp;
    },
    {capture: true},
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        state.entries.push({interactionId: entry.interactionId, duration: entry.duration});
      }
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
}

/**
 * One measure of `interaction` on the site served at `origin`, in a new context of `browser`
 * (Playwright Chromium). Returns `{responseMs, inpMs}`.
 */
export async function measureFirstInteraction(browser, origin, interaction) {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(new URL(interaction.route, origin).href);
    await page.waitForFunction(() => globalThis.document.documentElement.dataset.hasHydrated === 'true', null, {
      timeout: TIMEOUT_MS,
    });
    const target = page.locator(interaction.target).first();
    await target.evaluate((element) => {
      element.dataset.benchTarget = '';
    });
    // Waits for the answer frame by frame from the pointerdown on, in the page, so the figure does
    // not include the round trips of the test driver.
    const answeredAt = page.evaluate(
      ({answer, timeout}) =>
        new Promise((resolve, reject) => {
          const tapped = globalThis.document.querySelector('[data-bench-target]');
          const shown = (element) => Boolean(element && element.getClientRects().length > 0);
          const answered = {
            panel: () =>
              tapped.getAttribute('aria-expanded') === 'true' &&
              shown(globalThis.document.getElementById(tapped.getAttribute('aria-controls') ?? '')),
            dialog: () => shown(globalThis.document.querySelector('dialog[open], [role="dialog"]')),
            pressed: () => tapped.getAttribute('aria-pressed') === 'true',
          }[answer];
          const started = performance.now();
          // The frame whose callbacks first see the answer is painted once they and its layout
          // are done: a message posted from the callback runs after that paint.
          const afterPaint = new MessageChannel();
          afterPaint.port1.onmessage = () => resolve(performance.now());
          const frame = (now) => {
            if (globalThis.__firstInteraction.pointerDownAt !== null && answered()) {
              afterPaint.port2.postMessage(null);
            } else if (now - started > timeout) {
              reject(new Error(`no answer (${answer}) within ${timeout} ms`));
            } else {
              globalThis.requestAnimationFrame(frame);
            }
          };
          globalThis.requestAnimationFrame(frame);
        }),
      {answer: interaction.answer, timeout: TIMEOUT_MS},
    );
    const [answeredTime] = await Promise.all([answeredAt, target.tap()]);
    // The Event Timing entry arrives after the next paint.
    await page.waitForTimeout(500);
    const {pointerDownAt, entries} = await page.evaluate(() => globalThis.__firstInteraction);
    const longest = entries.reduce((max, entry) => Math.max(max, entry.duration), 0);
    return {
      responseMs: Math.max(0, Math.round(answeredTime - pointerDownAt)),
      inpMs: Math.max(EVENT_TIMING_FLOOR_MS, Math.round(longest)),
    };
  } finally {
    await context.close();
  }
}
