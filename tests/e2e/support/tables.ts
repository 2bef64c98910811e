/**
 * Whether every table cell on a page can be read: inside the viewport, or inside a sideways
 * scrolling box that is itself reachable. On a phone a scroll region shows no sign that it scrolls
 * (no scrollbar until the reader swipes): with `scrollAllowed` false, such a cell counts as lost.
 */
import type {Page} from '@playwright/test';

/** Widths below this are phones: there every table must fit without sideways scrolling. */
export const PHONE_MAX_WIDTH_PX = 600;

export async function unreachableTableCells(page: Page, {scrollAllowed}: {scrollAllowed: boolean}): Promise<string[]> {
  return page.evaluate((allowScroll) => {
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const describe = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${tag}${classes ? `.${classes}` : ''} "${text}"`;
    };

    /** Why the cell cannot be reached, or null when it can. */
    function obstacle(cell: Element): string | null {
      const box = cell.getBoundingClientRect();
      let [left, right] = [box.left, box.right];
      for (
        let ancestor = cell.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        const overflow = getComputedStyle(ancestor).overflowX;
        if (overflow === 'visible') {
          continue;
        }
        // The inside of the clipping box: its padding box.
        const inner = ancestor.getBoundingClientRect().left + ancestor.clientLeft;
        if (left >= inner - 0.5 && right <= inner + ancestor.clientWidth + 0.5) {
          continue;
        }
        const scrolls = (overflow === 'auto' || overflow === 'scroll') && ancestor.scrollWidth > ancestor.clientWidth;
        if (!scrolls) {
          return `cut off by ${describe(ancestor)}`;
        }
        if (!allowScroll) {
          return `hidden until ${describe(ancestor)} is scrolled sideways`;
        }
        // Reachable by scrolling this box, if the box itself can be reached.
        const outer = ancestor.getBoundingClientRect();
        [left, right] = [outer.left, outer.right];
      }
      return left < -0.5 || right > viewportWidth + 0.5 ? 'beyond the edge of the screen' : null;
    }

    // Text kept for screen readers only (the column headings of a table shown as cards) sits in a
    // box of one pixel that hides its overflow: it is not meant to be seen.
    const screenReaderOnly = (cell: Element) => {
      for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        if ((rect.width <= 1 || rect.height <= 1) && getComputedStyle(box).overflow === 'hidden') {
          return true;
        }
      }
      return false;
    };

    const problems: string[] = [];
    document.querySelectorAll('table').forEach((table, index) => {
      const cells = Array.from(table.querySelectorAll('th, td')).filter((cell) => {
        const box = cell.getBoundingClientRect();
        return (
          box.width > 0 && box.height > 0 && cell.checkVisibility({visibilityProperty: true}) && !screenReaderOnly(cell)
        );
      });
      const blocked = cells
        .map((cell) => [cell, obstacle(cell)] as const)
        .filter((entry): entry is readonly [Element, string] => entry[1] !== null);
      if (blocked.length > 0) {
        const [cell, why] = blocked[0];
        problems.push(
          `table ${index + 1}: ${blocked.length} of ${cells.length} cells unreachable, e.g. ${describe(cell)} ${why}`,
        );
      }
    });
    return problems;
  }, scrollAllowed);
}
