/** The heights the form frame may take, so a broken or hostile report cannot stretch the page. */
export const FORM_FRAME_HEIGHT_PX = {min: 256, max: 6000} as const;

/** The frame's height for a size the form reported: within the bounds, or null for no usable size. */
export function formFrameHeight(reported: unknown): number | null {
  if (typeof reported !== 'number' || !Number.isFinite(reported) || reported <= 0) {
    return null;
  }
  return Math.round(Math.min(FORM_FRAME_HEIGHT_PX.max, Math.max(FORM_FRAME_HEIGHT_PX.min, reported)));
}

/** How long the form may take to report before the other ways to reach us show in its place. */
export const FORM_LOAD_TIMEOUT_MS = 2_500;

/** The form's embed address: this page's query (campaign tags), the embed id and the height flag. */
export function formFrameSrc(formUrl: string, pageSearch: string, embedId: string): string {
  const url = new URL(formUrl);
  for (const [key, value] of new URLSearchParams(pageSearch)) {
    url.searchParams.set(key, value);
  }
  url.searchParams.set('fillout-embed-id', embedId);
  url.searchParams.set('fillout-embed-dynamic-resize', 'true');
  return url.toString();
}
