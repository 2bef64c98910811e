/**
 * Which clicks on a plain `<a>` (markup React did not render, such as an adopted markdown body)
 * the router should handle, so that in-body links keep navigating without a full page load, the
 * way Docusaurus's `Link` does.
 */

export interface LinkClick {
  /** The link's `href` attribute as written. */
  href: string | null;
  target: string | null;
  download: boolean;
  /** The mouse button: 0 is the main button. */
  button: number;
  /** Ctrl, Meta, Shift or Alt held: the visitor asked for a new tab or window, or a download. */
  modifierKey: boolean;
  defaultPrevented: boolean;
}

// A last path segment with an extension names a file (a feed, a PDF, a zip), not a page route.
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * The path (with query and hash) to push to the router for a click on a link, or null when the
 * browser should handle the click itself: other origins and protocols, new tabs, downloads, files,
 * and anchors on the current page (the browser scrolls to them natively).
 */
export function clientNavigationPath(click: LinkClick, currentHref: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modifierKey || click.download) {
    return null;
  }
  if (click.target && click.target !== '_self') {
    return null;
  }
  if (!click.href) {
    return null;
  }
  let url: URL;
  let current: URL;
  try {
    current = new URL(currentHref);
    url = new URL(click.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || FILE_PATH.test(url.pathname)) {
    return null;
  }
  if (url.pathname === current.pathname && url.search === current.search) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
