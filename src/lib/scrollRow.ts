/**
 * The `scrollLeft` that brings `item` (its start and end from the row's scroll origin) fully into
 * view, with the row's inline padding (`inset`) beside it, with the least movement, or the current
 * one when it is already in view. An item too wide for the inset on both sides is centred, so it
 * still shows whole if it fits the row at all.
 */
export function scrollLeftToShow(
  view: {scrollLeft: number; width: number; inset: number},
  item: {start: number; end: number},
): number {
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
