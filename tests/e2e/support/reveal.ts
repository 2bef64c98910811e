/**
 * The page reveal, as a visitor scrolling a phone meets it: the parts of a page below the first
 * screen wait (data-reveal-state="waiting") and fade in once when scrolled to; the first screen
 * is never dimmed. Shared by the whole-site sweep and tests/e2e/reveal.spec.ts.
 */
import {expect, type Page} from '@playwright/test';

/** What the reveal can dim: sections, cards, grid items and anything marked for it. */
export const REVEAL_UNIT_SELECTOR = 'section, article, .site-section, .site-card, .site-grid > li, [data-reveal]';
const WAITING = '[data-reveal-state="waiting"]';
/** Waiting units that are laid out (an inactive tab panel waits unseen until it is shown). */
const WAITING_ON_PAGE = `${WAITING}:visible`;

/** Tops of the waiting units, relative to the bottom of the first screen. */
async function waitingOffsets(page: Page): Promise<number[]> {
  return page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector))
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.getBoundingClientRect().top - window.innerHeight),
    WAITING,
  );
}

/**
 * Scrolls a hydrated page through every waiting unit and checks that each fades in, that
 * nothing on the first screen waited, and that scrolling again dims nothing. Returns how many
 * units were waiting at first. Ends with the page at the top and every transition finished, so
 * checks of the settled page (axe, layout) can follow.
 */
export async function expectRevealOnScroll(page: Page): Promise<number> {
  const offsets = await waitingOffsets(page);
  // Only what starts below the first screen waits; the first screen is never dimmed.
  expect(
    offsets.filter((offset) => offset < 0),
    'units on the first screen waiting to fade in',
  ).toEqual([]);
  // Scrolled to, each one shows (its neighbours may show with it); none is left behind.
  const waiting = page.locator(WAITING_ON_PAGE);
  for (let remaining = offsets.length; remaining > 0; remaining = await waiting.count()) {
    const next = await waiting.first().elementHandle();
    await next!.evaluate((element) => element.scrollIntoView({block: 'center', behavior: 'instant'}));
    await expect.poll(() => next!.getAttribute('data-reveal-state')).toBe('shown');
    await next!.dispose();
  }
  // Once: scrolling back up and down again dims nothing.
  await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
  await page.evaluate(() => window.scrollTo({top: document.body.scrollHeight, behavior: 'instant'}));
  await expect(waiting).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
  // The fade-ins finish before anything reads colours or boxes (a loading spinner may turn on).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return offsets.length;
}
