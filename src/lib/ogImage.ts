/**
 * Where a page's generated Open Graph image lives: /img/og/<slug>.png, the slug derived from
 * the route ("/" is "home", "/services/cloud-hosting-services" is
 * "services-cloud-hosting-services"). plugins/og-images draws the PNG at build.
 */
export const OG_IMAGE_DIR = '/img/og';

/** The site-wide fallback image (static/img/og/default.png), used by noindex pages. */
export const DEFAULT_SOCIAL_IMAGE_PATH = `${OG_IMAGE_DIR}/default.png`;

export function ogImageSlug(pathname: string): string {
  const trimmed = pathname.replace(/\.html$/, '').replace(/^\/+|\/+$/g, '');
  if (trimmed === '' || trimmed === 'index') {
    return 'home';
  }
  return trimmed
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function ogImagePath(pathname: string): string {
  return `${OG_IMAGE_DIR}/${ogImageSlug(pathname)}.png`;
}
