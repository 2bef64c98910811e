/**
 * Brand asset page variants. `undefined` for an unknown variant, which the page shows
 * as 'Asset not found'. Their titles are translated strings of the page (BrandAssetPage).
 */
export type FaviconVariant = 'light' | 'dark';

export interface BrandFavicon {
  variant: FaviconVariant;
  src: string;
}

export const brandFavicons: Record<FaviconVariant, BrandFavicon> = {
  light: {variant: 'light', src: '/img/favicon-light.svg'},
  dark: {variant: 'dark', src: '/img/favicon-dark.svg'},
};

export function resolveFavicon(variant: string | undefined): BrandFavicon | undefined {
  return variant === 'light' || variant === 'dark' ? brandFavicons[variant] : undefined;
}

/** The title and description query parameters the page reads (and only logs). */
export function readAssetQuery(search: string): {title: string | null; description: string | null} {
  const params = new URLSearchParams(search);
  return {title: params.get('title'), description: params.get('description')};
}
