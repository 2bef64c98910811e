/** Brand asset page variants; an unknown one is shown as 'Asset not found'. */
export type FaviconVariant = 'light' | 'dark';

/** The favicon of a variant, or undefined for an unknown variant. */
export function resolveFavicon(variant: string | undefined): {variant: FaviconVariant; src: string} | undefined {
  return variant === 'light' || variant === 'dark' ? {variant, src: `/img/favicon-${variant}.svg`} : undefined;
}

/** The title and description query parameters the page reads (and only logs). */
export function readAssetQuery(search: string): {title: string | null; description: string | null} {
  const params = new URLSearchParams(search);
  return {title: params.get('title'), description: params.get('description')};
}
