/**
 * One-word last lines ("widows") in short texts, measured in the browser from the rendered line
 * boxes: a label, a card title or a short card text that wraps must not leave one word alone on
 * its last line. The rule, in one place:
 * - a text block is a visible element that lays out its own lines (not `display: inline`) and
 *   holds text but no block-level child, no line break (`<br>`) and no form control, and is not
 *   cut to a number of lines (`line-clamp`: its last words are hidden);
 * - it is checked when it has at most SHORT_TEXT_MAX_CHARS characters and renders on two to
 *   SHORT_TEXT_MAX_LINES lines (longer text is running text, where a short last line is normal,
 *   and browsers balance only a few lines: Chromium six);
 * - it fails when its last line holds exactly one word (a run of non-space characters, however
 *   many inline elements it spans) that would fit on one line beside the word before it: when the
 *   two do not fit side by side, no other line break could keep the last word company.
 */
import type {Page} from '@playwright/test';

/** Longer texts are paragraphs of running text, not labels or card texts. */
const SHORT_TEXT_MAX_CHARS = 200;
const SHORT_TEXT_MAX_LINES = 6;

/** One line per text block whose last line holds one word: what it is, its text and that word. */
export async function findOneWordLastLines(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    ({maxChars, maxLines}) => {
      const isInlineLevel = (element: Element): boolean => {
        const display = getComputedStyle(element).display;
        return display.startsWith('inline') || display === 'contents' || display === 'none';
      };
      const isTextBlock = (element: Element): boolean =>
        !isInlineLevel(element) &&
        getComputedStyle(element).webkitLineClamp === 'none' &&
        element.querySelector('br, input, select, textarea, svg text') === null &&
        Array.from(element.children).every(isInlineLevel);

      interface Word {
        range: Range;
        text: string;
      }
      /** The words of a block in reading order, each as one range over its text nodes. */
      function wordsOf(block: Element): Word[] {
        const words: Word[] = [];
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        let open: Word | null = null;
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const parent = node.parentElement;
          if (!parent || parent.closest('[aria-hidden="true"], .visually-hidden') !== null) {
            continue;
          }
          const text = node.data;
          for (const match of text.matchAll(/\s+|\S+/g)) {
            const start = match.index;
            const end = start + match[0].length;
            if (/^\s+$/.test(match[0])) {
              open = null;
              continue;
            }
            if (open) {
              // The same word continues across an inline element ("<strong>EST</strong>.").
              open.range.setEnd(node, end);
              open.text += match[0];
            } else {
              const range = document.createRange();
              range.setStart(node, start);
              range.setEnd(node, end);
              open = {range, text: match[0]};
              words.push(open);
            }
          }
        }
        return words;
      }

      /** Two words share a line when their boxes' vertical centres are within half a line. */
      function sameLine(a: DOMRect, b: DOMRect): boolean {
        return Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < Math.min(a.height, b.height) / 2;
      }

      /** The element and the nearest ancestor with a class, as a selector. */
      function describe(element: Element): string {
        const name = (node: Element) =>
          `${node.tagName.toLowerCase()}${Array.from(node.classList)
            .slice(0, 2)
            .map((c) => `.${c}`)
            .join('')}`;
        const styled = element.classList.length > 0 ? null : element.parentElement?.closest('[class]');
        return styled ? `${name(styled)} ${name(element)}` : name(element);
      }

      const found: string[] = [];
      for (const block of Array.from(document.body.querySelectorAll('*'))) {
        if (!isTextBlock(block)) {
          continue;
        }
        const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text === '' || text.length > maxChars) {
          continue;
        }
        const box = block.getBoundingClientRect();
        // Hidden, collapsed, clipped to a point (screen-reader-only text) or parked off screen
        // (a skip link until it has focus).
        const offScreen = box.right <= 0 || box.left >= window.innerWidth || box.bottom + window.scrollY <= 0;
        if (box.width <= 2 || box.height <= 2 || offScreen || !block.checkVisibility({visibilityProperty: true})) {
          continue;
        }
        const words = wordsOf(block)
          .map((word) => ({...word, rect: word.range.getBoundingClientRect()}))
          .filter((word) => word.rect.width > 0);
        if (words.length < 2) {
          continue;
        }
        const last = words[words.length - 1]!;
        const beforeLast = words[words.length - 2]!;
        if (sameLine(beforeLast.rect, last.rect)) {
          continue;
        }
        const lines = words.filter((word, index) => index === 0 || !sameLine(words[index - 1]!.rect, word.rect)).length;
        // The last two words, with the space between them, would not fit on one line of the box:
        // no other break could keep the last word company.
        const style = getComputedStyle(block);
        const lineWidth = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const spaceWidth = parseFloat(style.fontSize) * 0.3;
        if (beforeLast.rect.width + spaceWidth + last.rect.width > lineWidth) {
          continue;
        }
        if (lines > maxLines) {
          continue;
        }
        found.push(`${describe(block)} "${text.slice(0, 60)}": "${last.text}" alone on line ${lines}`);
      }
      return found;
    },
    {maxChars: SHORT_TEXT_MAX_CHARS, maxLines: SHORT_TEXT_MAX_LINES},
  );
}
