/**
 * Side margins of a rendered page: every visible text line, control and card (header and footer
 * too) keeps a minimum distance from both edges, and the page does not scroll sideways.
 * Full-bleed surfaces and images may touch the edges, the text on them may not; an item of a
 * sideways-scrolling row may run under the edge (the cut shows that the row scrolls).
 */
import type {Page} from '@playwright/test';

/** The smallest gap, in CSS pixels, between content and either side of the screen. */
const MIN_SIDE_MARGIN_PX = 12;

/** One line per element too close to an edge (what it is, its text, its gaps), and sideways scrolling. */
export async function sideMarginProblems(page: Page): Promise<string[]> {
  return page.evaluate((margin) => {
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const tooClose = new Map<Element, string>();
    if (!document.querySelector('main')) {
      return ['no <main> element'];
    }
    // Fixed headers and menus never widen the page, so only their edges show they do not fit.
    const page = document.body;

    // Horizontal clipping by scroll containers and overflow-hidden boxes: what lies outside
    // them is not on screen, so only the clipped part of a box counts. `scrolls` says whether a
    // row that scrolls sideways narrows the clip: what it cuts is scrolled out of view, not lost.
    interface Clip {
      left: number;
      right: number;
      scrolls: boolean;
    }
    const clipCache = new Map<Element, Clip>();
    function clipOf(element: Element | null): Clip {
      if (!element || element === root) {
        return {left: -Infinity, right: Infinity, scrolls: false};
      }
      const cached = clipCache.get(element);
      if (cached) {
        return cached;
      }
      let clip = clipOf(element.parentElement);
      const {overflowX} = getComputedStyle(element);
      if (element !== document.body && overflowX !== 'visible') {
        const box = element.getBoundingClientRect();
        const scrollingRow =
          (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
        clip = {
          left: Math.max(clip.left, box.left),
          right: Math.min(clip.right, box.right),
          scrolls: clip.scrolls || scrollingRow,
        };
      }
      clipCache.set(element, clip);
      return clip;
    }

    function describe(element: Element): string {
      const tag = element.tagName.toLowerCase();
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${tag}${classes ? `.${classes}` : ''} "${text}"`;
    }

    function check(element: Element, left: number, right: number, what: string): void {
      const clip = clipOf(element);
      // An item of a row that scrolls sideways may run under the screen's edge, cut by the row.
      if (clip.scrolls && (left < clip.left - 0.5 || right > clip.right + 0.5)) {
        return;
      }
      const visibleLeft = Math.max(left, clip.left);
      const visibleRight = Math.min(right, clip.right);
      // Collapsed or fully clipped (visually hidden helper text, closed panels) or wholly
      // outside the viewport (a skip link until it has focus): not on screen.
      if (visibleRight - visibleLeft <= 1 || visibleRight <= 0 || visibleLeft >= viewportWidth) {
        return;
      }
      // Full-bleed surfaces span the whole width on purpose.
      if (what === 'card' && visibleLeft <= 0.5 && visibleRight >= viewportWidth - 0.5) {
        return;
      }
      const leftGap = visibleLeft;
      const rightGap = viewportWidth - visibleRight;
      if ((leftGap < margin - 0.5 || rightGap < margin - 0.5) && !tooClose.has(element)) {
        tooClose.set(
          element,
          `${what} ${describe(element)}: left ${Math.round(leftGap)}, right ${Math.round(rightGap)}`,
        );
      }
    }

    const isShown = (element: Element) =>
      element.checkVisibility({opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true});
    const isImage = (element: Element) => element.closest('img, picture, svg, video, canvas, iframe') !== null;

    // Text, line by line.
    const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !isShown(parent) || isImage(parent)) {
        continue;
      }
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        if (line.width > 0 && line.height > 0) {
          check(parent, line.left, line.right, 'text');
        }
      }
    }

    // Controls and cards: anything focusable or clickable, and any box drawn with a side
    // border or a shadow.
    for (const element of Array.from(page.querySelectorAll('*'))) {
      if (isImage(element) || !isShown(element)) {
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) {
        continue;
      }
      if (element.matches('a[href], button, input, select, textarea, summary, [role="button"], [role="tab"]')) {
        check(element, box.left, box.right, 'control');
        continue;
      }
      const style = getComputedStyle(element);
      const sideBorder =
        (parseFloat(style.borderLeftWidth) > 0 && style.borderLeftStyle !== 'none') ||
        (parseFloat(style.borderRightWidth) > 0 && style.borderRightStyle !== 'none');
      if (sideBorder || style.boxShadow !== 'none') {
        check(element, box.left, box.right, 'card');
      }
    }

    const overflow =
      root.scrollWidth > viewportWidth ? [`the page is ${root.scrollWidth} px wide and scrolls sideways`] : [];
    return [...overflow, ...tooClose.values()];
  }, MIN_SIDE_MARGIN_PX);
}

/**
 * Card grids whose last row leaves a hole: a lone card beside empty space where another card
 * would fit, or a single row with empty columns (fewer cards than the grid has tracks). A grid
 * here is any CSS grid inside `<main>` with two columns or more, or a wrapping flex row whose items
 * grow (a flex list of chips that keep their own width is not a grid of cards). Items that overlap
 * vertically share a row, whatever their alignment; space is measured inside the container's
 * content box, so centred rows count their space on both sides.
 */
export async function findGridHoles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const holes: string[] = [];
    const describe = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const label = element.closest('section')?.getAttribute('aria-labelledby') ?? '';
      return `${tag}${classes ? `.${classes}` : ''}${label ? ` in #${label}` : ''}`;
    };
    for (const container of Array.from(document.querySelectorAll('main *'))) {
      const style = getComputedStyle(container);
      const isGrid = style.display === 'grid' || style.display === 'inline-grid';
      const isFlexRow = style.display === 'flex' && style.flexWrap === 'wrap' && style.flexDirection.startsWith('row');
      if ((!isGrid && !isFlexRow) || container.children.length < 2 || !container.checkVisibility()) {
        continue;
      }
      const items = Array.from(container.children)
        .filter((child) => !['absolute', 'fixed'].includes(getComputedStyle(child).position))
        .map((child) => ({child, box: child.getBoundingClientRect()}))
        .filter(({box}) => box.width > 0 && box.height > 0);
      const tracks = isGrid ? style.gridTemplateColumns.split(' ').length : Infinity;
      const grows = items.some(({child}) => parseFloat(getComputedStyle(child).flexGrow) > 0);
      if (items.length < 2 || tracks < 2 || (isFlexRow && !grows)) {
        continue;
      }
      // Rows: items that overlap vertically.
      const rows: DOMRect[][] = [];
      for (const {box} of [...items].sort((a, b) => a.box.top - b.box.top)) {
        const row = rows.find((candidate) => candidate.some((other) => box.top < other.bottom - 1));
        if (row) {
          row.push(box);
        } else {
          rows.push([box]);
        }
      }
      const last = rows.at(-1)!;
      const box = container.getBoundingClientRect();
      const contentWidth = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const columnGap = parseFloat(style.columnGap) || 0;
      const used = last.reduce((sum, itemBox) => sum + itemBox.width, 0) + columnGap * (last.length - 1);
      const empty = contentWidth - used;
      // Another card of the row's width would fit in the empty space.
      const room = empty >= Math.min(...last.map((itemBox) => itemBox.width)) + columnGap - 1;
      const lone = rows.length > 1 && last.length === 1;
      const shortOnlyRow = rows.length === 1 && last.length < tracks;
      if (room && (lone || shortOnlyRow)) {
        const what = lone ? 'a lone card in its last row' : `its only row of ${last.length}`;
        holes.push(`${describe(container)}: ${what}, ${Math.round(empty)} px of ${Math.round(contentWidth)} px empty`);
      }
    }
    return holes;
  });
}
