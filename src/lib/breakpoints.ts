/** The layout breakpoints, the one list every media query uses (step N: min N, max N - 0.02). */
export const BREAKPOINTS = {
  /** Narrow phones (the search dialog's tightest layout). */
  narrowPhone: 420,
  /** Phones (single-column cards and contact blocks). */
  phone: 576,
  /** Tables whose rows become cards (site-table-cards). */
  tableCards: 600,
  /** Tablets (stacked grids below, horizontal cards from here). */
  tablet: 768,
  /** Infima's own desktop step (its grid columns and the table of contents). */
  infimaDesktop: 997,
  /** The site's desktop layout: the header's menu and search box, no menu panel. */
  desktop: 1024,
  /** Wide screens (four-column grids, the hero scene). */
  wide: 1200,
  /** Below it the desktop header is tight (smaller gaps). */
  wider: 1280,
  /** Below it the header's menu and search box are compact. */
  widest: 1440,
} as const;

/** The media query of the desktop layout, for scripts that follow the CSS. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

/** Every width a media query may name: each step's `min-width` and the `max-width` just below it. */
export function mediaQueryWidths(): string[] {
  return Object.entries(BREAKPOINTS).flatMap(([name, width]) => [
    `min-width: ${width}px`,
    `max-width: ${name === 'infimaDesktop' ? width - 1 : (width * 100 - 2) / 100}px`,
  ]);
}
