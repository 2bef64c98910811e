/**
 * Optical balance of vendor marks shown side by side. Drawn at one height, a round mark (as wide
 * as tall) covers a third of the area of a wordmark three times as wide, and reads half its size.
 * Marks are therefore sized to cover about the same area as a reference wordmark drawn at the base
 * height, within a ceiling, so a round mark grows and no mark is stretched.
 */

export interface MarkSizing {
  /** Height of a mark with the reference proportions, in CSS pixels. */
  readonly baseHeight: number;
  /** Width : height of the reference mark (a typical wordmark). */
  readonly referenceRatio: number;
  /** No mark is drawn taller than this, in CSS pixels. */
  readonly maxHeight: number;
}

export const VENDOR_MARK_SIZING: MarkSizing = {baseHeight: 32, referenceRatio: 3, maxHeight: 48};

/**
 * The height, in whole CSS pixels, at which a mark of `ratio` (width : height) covers the area
 * the reference mark covers at the base height: baseHeight × √(referenceRatio / ratio), at most
 * maxHeight and never below a third of the base height.
 */
export function balancedMarkHeight(ratio: number, sizing: MarkSizing = VENDOR_MARK_SIZING): number {
  if (!Number.isFinite(ratio) || ratio <= 0) {
    return sizing.baseHeight;
  }
  const height = sizing.baseHeight * Math.sqrt(sizing.referenceRatio / ratio);
  return Math.round(Math.min(sizing.maxHeight, Math.max(sizing.baseHeight / 3, height)));
}
