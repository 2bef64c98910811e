/** The site-wide sharing image (static/img/og/default.png), used by noindex pages. */
export const DEFAULT_SOCIAL_IMAGE_PATH = '/img/og/default.png';

/**
 * Where a page's generated Open Graph image lives, which plugins/og-images draws at build:
 * /img/og/<route as a slug>.png ("/services/cloud-hosting-services" is
 * "services-cloud-hosting-services", "/" is "home").
 */
export function ogImagePath(route: string): string {
  const slug = route
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/img/og/${slug || 'home'}.png`;
}
