/** The least `scrollLeft` that shows `item` whole with `inset` beside it; too wide, it is centred. */
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
