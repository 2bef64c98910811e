/**
 * Sections fade in once, when 10% of them is visible. Nothing is hidden in the prerendered HTML:
 * after each page renders, only the parts below the first screen wait until they scroll into view.
 * Off under reduced motion. The fade itself is in custom.css.
 */
import type {ClientModule} from '@docusaurus/types';

/** What fades as one piece: page sections, cards, items of card grids, and `<Reveal>` blocks. */
const UNITS = 'section, article, .site-section, .site-card, .site-grid > li, [data-reveal]';
const VISIBLE_SHARE = 0.1;

let observer: IntersectionObserver | undefined;

/**
 * The units under `parent` that start below the first screen. A unit that starts on screen stays
 * as it is, but the units inside it that start further down (the lower cards of a long list) wait.
 */
function unitsBelow(parent: Element, screenBottom: number): Element[] {
  return Array.from(parent.children).flatMap((child) => {
    if (!child.matches(UNITS)) {
      return unitsBelow(child, screenBottom);
    }
    const box = child.getBoundingClientRect();
    if (box.height === 0 || box.bottom <= screenBottom) {
      return [];
    }
    return box.top >= screenBottom ? [child] : unitsBelow(child, screenBottom);
  });
}

const reveal: ClientModule = {
  // After each page has rendered (after hydration on the first load), its scroll position set.
  onRouteDidUpdate() {
    observer?.disconnect();
    const main = document.querySelector('main');
    if (!main || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      return;
    }
    observer = new IntersectionObserver(
      (entries, self) => {
        for (const entry of entries) {
          // A unit taller than ten screens can never be 10% visible: a tenth of the screen will do.
          const screen = entry.rootBounds?.height ?? window.innerHeight;
          const seen =
            entry.intersectionRatio >= VISIBLE_SHARE || entry.intersectionRect.height >= screen * VISIBLE_SHARE;
          if (entry.isIntersecting && seen) {
            entry.target.setAttribute('data-reveal-state', 'shown');
            self.unobserve(entry.target);
          }
        }
      },
      {threshold: [0, 0.025, 0.05, 0.075, VISIBLE_SHARE]},
    );
    for (const unit of unitsBelow(main, window.innerHeight)) {
      unit.setAttribute('data-reveal-state', 'waiting');
      observer.observe(unit);
    }
  },
};

export default reveal;
