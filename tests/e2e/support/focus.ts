/**
 * Contrast of the keyboard focus indicator, measured on the rendered pixels: the page is tabbed
 * through, and each element reached is captured with a margin, focused and again unfocused. The
 * indicator is every pixel that focus changed by a contrast of at least 3:1 (WCAG 1.4.11: what the
 * ring is drawn over is what it must stand out from, be it a colour, a gradient or the hero under
 * the transparent header). An element passes when those pixels add up to a 1 px ring around it.
 */
import type {Page} from '@playwright/test';

const MIN_FOCUS_CONTRAST = 3;
/** How far around the element the indicator is looked for (the ring and its offset fit inside). */
const MARGIN_PX = 10;

/** How many pixels differ by the minimum contrast between two PNGs of one area, decoded by the browser. */
async function contrastingPixels(page: Page, focused: Buffer, unfocused: Buffer): Promise<number> {
  return page.evaluate(
    async ([pngs, minContrast]) => {
      const [a, b] = await Promise.all(
        pngs.map(async (png) => {
          const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
          const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
        }),
      );
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (data: Uint8ClampedArray, i: number) =>
        0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
      let count = 0;
      for (let i = 0; i < a!.length; i += 4) {
        const [la, lb] = [luminance(a!, i), luminance(b!, i)];
        if ((Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05) >= minContrast) {
          count += 1;
        }
      }
      return count;
    },
    [[focused.toString('base64'), unfocused.toString('base64')], MIN_FOCUS_CONTRAST] as const,
  );
}

/**
 * Tabs through the page from the top and checks the focus indicator of the first `limit` elements
 * after the header, and of every element in the header with `{header: true}` (the header is the
 * same on every page). Returns one line per element whose indicator is too faint.
 */
export async function faintFocusIndicators(
  page: Page,
  {header = false, limit = 6, maxPresses = 30} = {},
): Promise<string[]> {
  const problems: string[] = [];
  const viewport = page.viewportSize() ?? {width: 1280, height: 800};
  let checked = 0;
  for (let press = 0; press < maxPresses && checked < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body || element.tagName === 'IFRAME') {
        return null;
      }
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {
        description: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
        inHeader: element.closest('header') !== null,
        // One box per line of an inline link; none when off screen.
        boxes: Array.from(element.getClientRects())
          .filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
          .map((rect) => ({x: rect.x, y: rect.y, width: rect.width, height: rect.height})),
      };
    });
    if (!stop) {
      continue;
    }
    checked += stop.inHeader ? 0 : 1;
    if (stop.boxes.length === 0 || (stop.inHeader && !header)) {
      continue;
    }
    const [xs, ys] = [stop.boxes.map((box) => box.x), stop.boxes.map((box) => box.y)];
    const left = Math.max(0, Math.floor(Math.min(...xs) - MARGIN_PX));
    const top = Math.max(0, Math.floor(Math.min(...ys) - MARGIN_PX));
    const right = Math.min(viewport.width, Math.ceil(Math.max(...stop.boxes.map((b) => b.x + b.width)) + MARGIN_PX));
    const bottom = Math.min(viewport.height, Math.ceil(Math.max(...stop.boxes.map((b) => b.y + b.height)) + MARGIN_PX));
    const clip = {x: left, y: top, width: right - left, height: bottom - top};
    const focused = await page.screenshot({clip, animations: 'disabled', scale: 'css'});
    // The same area with focus removed for the shot and given back (the next Tab goes on from here).
    const handle = await page.evaluateHandle(() => document.activeElement as HTMLElement);
    await handle.evaluate((element) => element.blur());
    const unfocused = await page.screenshot({clip, animations: 'disabled', scale: 'css'});
    await handle.evaluate((element) => element.focus({preventScroll: true}));
    await handle.dispose();
    // The ring runs along the edges on screen (a box cut by the screen edge has no ring there).
    const ring = stop.boxes.reduce(
      (sum, box) =>
        sum +
        (box.y >= 0 ? box.width : 0) +
        (box.y + box.height <= viewport.height ? box.width : 0) +
        2 * (Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0)),
      0,
    );
    const count = await contrastingPixels(page, focused, unfocused);
    if (count < ring) {
      problems.push(
        `${stop.description}: ${count} px of the indicator reach 3:1, a 1 px ring is ${Math.round(ring)} px`,
      );
    }
  }
  return problems;
}
