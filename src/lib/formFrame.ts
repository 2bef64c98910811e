/**
 * The heights the contact form's frame may take. The form service reports its own height; a
 * report outside these bounds (a broken or hostile form, 10,000,000 px) must not stretch the page.
 */
export const FORM_FRAME_HEIGHT_PX = {min: 256, max: 6000} as const;

/** The frame's height for a size the form reported: within the bounds, or null for no usable size. */
export function formFrameHeight(reported: unknown): number | null {
  if (typeof reported !== 'number' || !Number.isFinite(reported) || reported <= 0) {
    return null;
  }
  return Math.round(Math.min(FORM_FRAME_HEIGHT_PX.max, Math.max(FORM_FRAME_HEIGHT_PX.min, reported)));
}

/**
 * How long the contact form may take to report in before the other ways to reach us (e-mail,
 * phone, the form in a new tab) show in its place. A blocked form service never reports, and
 * most visitors give up on a spinner within seconds; a form that reports later still replaces
 * them (its frame keeps loading behind).
 */
export const FORM_LOAD_TIMEOUT_MS = 2_500;

/**
 * The form's address in its frame, as the form service's embed reads it: this page's query
 * parameters (a campaign tag reaches the form), the embed id that the form's messages carry back,
 * and the flag that makes the form report its height.
 */
export function formFrameSrc(formUrl: string, pageSearch: string, embedId: string): string {
  const url = new URL(formUrl);
  for (const [key, value] of new URLSearchParams(pageSearch)) {
    url.searchParams.set(key, value);
  }
  url.searchParams.set('fillout-embed-id', embedId);
  url.searchParams.set('fillout-embed-dynamic-resize', 'true');
  return url.toString();
}
