/**
 * Short texts (a label, a card title or text: up to 200 characters on two to six lines, not cut by
 * `line-clamp`) whose last line holds one word that would fit beside the word before it. A text
 * block lays out its own lines and has no block-level child, line break or form control.
 */
import type {Page} from '@playwright/test';

/** One line per text block whose last line holds one word: what it is, its text and that word. */
export async function findOneWordLastLines(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const isInlineLevel = (element: Element) => /^(inline|contents|none)/.test(getComputedStyle(element).display);
    /** Two words share a line when their boxes' vertical centres are within half a line. */
    const sameLine = (a: DOMRect, b: DOMRect) =>
      Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < Math.min(a.height, b.height) / 2;

    /** The words of a block in reading order, each a range over its text nodes ("<b>EST</b>." is one word). */
    function wordsOf(block: Element): {rect: DOMRect; text: string}[] {
      const words: {range: Range; text: string}[] = [];
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      let open: {range: Range; text: string} | null = null;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('[aria-hidden="true"], .visually-hidden')) {
          continue;
        }
        // A no-break space joins its neighbours into one word ("Courriel :").
        for (const match of node.data.matchAll(/[ \t\n]+|[^ \t\n]+/g)) {
          const end = match.index + match[0].length;
          if (/^[ \t\n]/.test(match[0])) {
            open = null;
          } else if (open) {
            open.range.setEnd(node, end);
            open.text += match[0];
          } else {
            open = {range: document.createRange(), text: match[0]};
            open.range.setStart(node, match.index);
            open.range.setEnd(node, end);
            words.push(open);
          }
        }
      }
      return words
        .map(({range, text}) => ({rect: range.getBoundingClientRect(), text}))
        .filter(({rect}) => rect.width > 0);
    }

    const found: string[] = [];
    for (const block of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(block);
      const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
      const box = block.getBoundingClientRect();
      // Hidden, clipped to a point (screen-reader text) or parked off screen (a skip link).
      const onScreen = box.width > 2 && box.height > 2 && box.right > 0 && box.left < window.innerWidth;
      if (
        isInlineLevel(block) ||
        style.webkitLineClamp !== 'none' ||
        block.querySelector('br, input, select, textarea, svg text') ||
        !Array.from(block.children).every(isInlineLevel) ||
        text === '' ||
        text.length > 200 ||
        !onScreen ||
        box.bottom + window.scrollY <= 0 ||
        !block.checkVisibility({visibilityProperty: true})
      ) {
        continue;
      }
      const words = wordsOf(block);
      const [beforeLast, last] = words.slice(-2);
      if (!beforeLast || !last || sameLine(beforeLast.rect, last.rect)) {
        continue;
      }
      const lines = words.filter((word, index) => index === 0 || !sameLine(words[index - 1]!.rect, word.rect)).length;
      // When the last two words do not fit side by side, no other break could keep the last one company.
      const lineWidth = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const fits = beforeLast.rect.width + parseFloat(style.fontSize) * 0.3 + last.rect.width <= lineWidth;
      if (fits && lines <= 6) {
        const where = [block.tagName.toLowerCase(), ...Array.from(block.classList).slice(0, 2)].join('.');
        found.push(`${where} "${text.slice(0, 60)}": "${last.text}" alone on line ${lines}`);
      }
    }
    return found;
  });
}
