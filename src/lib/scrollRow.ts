/** Where a horizontally scrolling row stands, in its own scroll coordinates. */
export interface RowView {
  /** The row's current `scrollLeft`. */
  scrollLeft: number;
  /** The row's visible width (`clientWidth`). */
  width: number;
  /** Room kept between an item and the row's edges (the row's inline padding). */
  inset: number;
}

/** An item of the row: its start and end from the row's scroll origin. */
export interface RowItem {
  start: number;
  end: number;
}

/**
 * The `scrollLeft` that brings `item` fully into view, with the inset beside it, with the least
 * movement, or the current one when it is already in view. An item too wide for the inset on both
 * sides is centred, so it still shows whole if it fits the row at all.
 */
export function scrollLeftToShow(view: RowView, item: RowItem): number {
  const viewStart = view.scrollLeft + view.inset;
  const viewEnd = view.scrollLeft + view.width - view.inset;
  if (item.start >= viewStart && item.end <= viewEnd) {
    return view.scrollLeft;
  }
  if (item.end - item.start > viewEnd - viewStart) {
    return Math.max(0, item.start - (view.width - (item.end - item.start)) / 2);
  }
  if (item.start < viewStart) {
    return Math.max(0, item.start - view.inset);
  }
  return item.end + view.inset - view.width;
}
