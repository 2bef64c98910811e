/**
 * Contrast of the keyboard focus indicator, measured on the rendered pixels: the page is tabbed
 * through, and for each element reached the screen around it is captured focused and again
 * unfocused. The indicator is every pixel that focus changed by a contrast of at least 3:1 (WCAG
 * 1.4.11: what the ring is drawn over is what it must stand out from, whatever that is: a page
 * colour, a gradient, a transparent header over the hero). An element passes when those pixels
 * add up to at least a ring of MIN_RING_PX around it. The screen without focus is captured as a
 * band across the viewport and reused while it covers the next element, which keeps the check to
 * about one small capture per element.
 */
import type {Page} from '@playwright/test';

/** Contrast that the indicator must have against what it covers. */
export const MIN_FOCUS_CONTRAST = 3;
/** Thickness, in CSS pixels, of the ring of contrasting pixels each focused element needs. */
export const MIN_RING_PX = 1;
/** How far around the element the indicator is looked for (the ring and its offset fit inside). */
const MARGIN_PX = 10;

interface Stop {
  description: string;
  inHeader: boolean;
  /** Where the element is on screen, one box per line of an inline link; empty when off screen. */
  boxes: {x: number; y: number; width: number; height: number}[];
  scroll: string;
}

/** The focused element: what it is, whether it is in the header, its boxes and the scroll position. */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element.tagName === 'IFRAME') {
      return null;
    }
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const boxes = Array.from(element.getClientRects())
      .filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
      .map((rect) => ({x: rect.x, y: rect.y, width: rect.width, height: rect.height}));
    return {
      description: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
      inHeader: element.closest('header') !== null,
      boxes,
      scroll: `${window.scrollX},${window.scrollY}`,
    };
  });
}

/**
 * Keeps the unfocused screen (a PNG of a band across the viewport from `top`) in the page, decoded
 * once, for the comparisons that follow at the same scroll position.
 */
async function storeUnfocused(page: Page, png: Buffer, top: number): Promise<void> {
  await page.evaluate(
    async ([base64, bandTop]) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) {
        throw new Error('no 2d canvas');
      }
      context.drawImage(bitmap, 0, 0);
      const unfocused = {image: context.getImageData(0, 0, bitmap.width, bitmap.height), top: bandTop};
      (window as unknown as {__unfocused: typeof unfocused}).__unfocused = unfocused;
    },
    [png.toString('base64'), top] as const,
  );
}

/**
 * How many pixels of `focused` (a PNG of `clip`) differ from the stored unfocused screen by the
 * minimum contrast. The browser decodes the images (no image library in the test dependencies).
 */
async function contrastingPixels(page: Page, focused: Buffer, clip: Clip): Promise<number> {
  return page.evaluate(
    async ([focusedPng, area, minContrast]) => {
      const bytes = Uint8Array.from(atob(focusedPng), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) {
        throw new Error('no 2d canvas');
      }
      context.drawImage(bitmap, 0, 0);
      const a = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const {image: base, top} = (window as unknown as {__unfocused: {image: ImageData; top: number}}).__unfocused;
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (data: Uint8ClampedArray, i: number) =>
        0.2126 * channel(data[i]) + 0.7152 * channel(data[i + 1]) + 0.0722 * channel(data[i + 2]);
      let count = 0;
      for (let y = 0; y < bitmap.height; y += 1) {
        for (let x = 0; x < bitmap.width; x += 1) {
          const i = (y * bitmap.width + x) * 4;
          const j = ((area.y - top + y) * base.width + area.x + x) * 4;
          const [la, lb] = [luminance(a, i), luminance(base.data, j)];
          if ((Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05) >= minContrast) {
            count += 1;
          }
        }
      }
      return count;
    },
    [focused.toString('base64'), clip, MIN_FOCUS_CONTRAST] as const,
  );
}

interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Tabs through the page from the top and checks the focus indicator of every element in the
 * header and of the first `limit` elements after it. Returns one line per element whose
 * indicator is too faint.
 */
export async function faintFocusIndicators(page: Page, {limit = 6, maxPresses = 30} = {}): Promise<string[]> {
  const problems: string[] = [];
  const viewport = page.viewportSize() ?? {width: 1280, height: 800};
  let unfocused: {scroll: string; top: number; bottom: number} | null = null;
  let checked = 0;
  for (let press = 0; press < maxPresses && checked < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) {
      continue;
    }
    if (!stop.inHeader) {
      checked += 1;
    }
    if (stop.boxes.length === 0) {
      continue;
    }
    const left = Math.max(0, Math.floor(Math.min(...stop.boxes.map((box) => box.x)) - MARGIN_PX));
    const top = Math.max(0, Math.floor(Math.min(...stop.boxes.map((box) => box.y)) - MARGIN_PX));
    const right = Math.min(
      viewport.width,
      Math.ceil(Math.max(...stop.boxes.map((box) => box.x + box.width)) + MARGIN_PX),
    );
    const bottom = Math.min(
      viewport.height,
      Math.ceil(Math.max(...stop.boxes.map((box) => box.y + box.height)) + MARGIN_PX),
    );
    const clip = {x: left, y: top, width: right - left, height: bottom - top};
    const focused = await page.screenshot({clip, animations: 'disabled', scale: 'css'});
    // The unfocused screen behind the element: a band across the viewport, taken with focus removed
    // for the shot and given back (so the next Tab goes on from here), and reused while the page
    // stays put and the band covers the element (the header's row of links takes one band).
    if (
      !unfocused ||
      unfocused.scroll !== stop.scroll ||
      clip.y < unfocused.top ||
      clip.y + clip.height > unfocused.bottom
    ) {
      // Some room above and below, so the elements of one row share the band.
      const bandTop = Math.max(0, clip.y - 40);
      const band = {
        x: 0,
        y: bandTop,
        width: viewport.width,
        height: Math.min(viewport.height, clip.y + clip.height + 40) - bandTop,
      };
      const handle = await page.evaluateHandle(() => document.activeElement as HTMLElement);
      await handle.evaluate((element) => element.blur());
      await storeUnfocused(page, await page.screenshot({clip: band, animations: 'disabled', scale: 'css'}), band.y);
      await handle.evaluate((element) => element.focus({preventScroll: true}));
      await handle.dispose();
      unfocused = {scroll: stop.scroll, top: band.y, bottom: band.y + band.height};
    }
    // The ring runs along the edges on screen (a box cut by the screen edge has no ring there).
    const perimeter = stop.boxes.reduce(
      (sum, box) =>
        sum +
        (box.y >= 0 ? box.width : 0) +
        (box.y + box.height <= viewport.height ? box.width : 0) +
        2 * (Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0)),
      0,
    );
    const count = await contrastingPixels(page, focused, clip);
    if (count < perimeter * MIN_RING_PX) {
      problems.push(
        `${stop.description}: ${count} px of the indicator reach ${MIN_FOCUS_CONTRAST}:1, a ${MIN_RING_PX} px ring is ${Math.round(perimeter * MIN_RING_PX)} px`,
      );
    }
  }
  return problems;
}
