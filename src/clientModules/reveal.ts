/**
 * Sections fade in once, when 10% of them is visible, on every page. Content is never hidden in
 * the prerendered HTML (without scripts everything shows): after each page renders, only the
 * parts that are still below the first screen are marked as waiting, and only until they scroll
 * into view. Off when the visitor prefers reduced motion. The fade itself is in custom.css.
 */
import type {ClientModule} from '@docusaurus/types';

/** What fades as one piece: page sections, cards, items of card grids, and `<Reveal>` blocks. */
export const REVEAL_UNIT_SELECTOR = 'section, article, .site-section, .site-card, .site-grid > li, [data-reveal]';
export const REVEAL_STATE_ATTRIBUTE = 'data-reveal-state';
const VISIBLE_SHARE = 0.1;

let observer: IntersectionObserver | null = null;

function show(element: Element): void {
  element.setAttribute(REVEAL_STATE_ATTRIBUTE, 'shown');
  observer?.unobserve(element);
}

/**
 * Marks the units under `parent` that start below the first screen. A unit that starts on screen
 * stays as it is, but the units inside it that start further down (the lower cards of a long
 * list) fade in on their own.
 */
function markUnitsBelowTheFold(parent: Element, screenBottom: number, waiting: Element[]): void {
  for (const child of Array.from(parent.children)) {
    if (!child.matches(REVEAL_UNIT_SELECTOR)) {
      markUnitsBelowTheFold(child, screenBottom, waiting);
      continue;
    }
    const box = child.getBoundingClientRect();
    if (box.height === 0) {
      continue;
    }
    if (box.top >= screenBottom) {
      waiting.push(child);
    } else if (box.bottom > screenBottom) {
      markUnitsBelowTheFold(child, screenBottom, waiting);
    }
  }
}

function revealOnScroll(): void {
  observer?.disconnect();
  observer = null;
  const main = document.querySelector('main');
  if (!main || typeof IntersectionObserver === 'undefined') {
    return;
  }
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    return;
  }
  const waiting: Element[] = [];
  markUnitsBelowTheFold(main, window.innerHeight, waiting);
  if (waiting.length === 0) {
    return;
  }
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // A unit taller than ten screens can never be 10% visible: a tenth of the screen will do.
        const rootHeight = entry.rootBounds?.height ?? window.innerHeight;
        if (
          entry.isIntersecting &&
          (entry.intersectionRatio >= VISIBLE_SHARE || entry.intersectionRect.height >= rootHeight * VISIBLE_SHARE)
        ) {
          show(entry.target);
        }
      }
    },
    {threshold: [0, 0.025, 0.05, 0.075, VISIBLE_SHARE]},
  );
  for (const element of waiting) {
    element.setAttribute(REVEAL_STATE_ATTRIBUTE, 'waiting');
    observer.observe(element);
  }
}

const clientModule: ClientModule = {
  // Runs after each page has rendered, on the first load (after hydration) and on every
  // navigation, once the scroll position of the new page is set.
  onRouteDidUpdate() {
    revealOnScroll();
  },
};

export default clientModule;
