/**
 * A thin bar across the top of the window while a client-side navigation waits for its page's
 * code, shown only when that takes longer than SHOW_AFTER_MS (quick navigations show nothing).
 * It replaces theme-classic's nprogress module, which plugins/site-performance leaves out of the
 * bundle: the same feedback without a 1.7 KB library on every page. Styles: `.site-route-progress`
 * in src/css/custom.css.
 */
import type {ClientModule} from '@docusaurus/types';

const SHOW_AFTER_MS = 200;
const PROGRESS_BAR_CLASS = 'site-route-progress';

let bar: HTMLDivElement | null = null;

function start(): void {
  bar?.remove();
  bar = document.createElement('div');
  bar.className = PROGRESS_BAR_CLASS;
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
  // Lay the bar out at its start width first, so growing it is a transition.
  bar.getBoundingClientRect();
  bar.classList.add(`${PROGRESS_BAR_CLASS}--running`);
}

const routeProgress: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) {
      return undefined;
    }
    const timer = window.setTimeout(start, SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    bar?.remove();
    bar = null;
  },
};

export default routeProgress;
