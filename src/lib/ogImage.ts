/** The site-wide sharing image (static/img/og/default.png), used by noindex pages. */
export const DEFAULT_SOCIAL_IMAGE_PATH = '/img/og/default.png';

/** A page's Open Graph image: /img/og/<route as a slug>.png, "home" for "/". */
export function ogImagePath(route: string): string {
  const slug = route
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/img/og/${slug || 'home'}.png`;
}
