import {scrollLeftToShow} from '../../src/lib/scrollRow';

describe('scrollLeftToShow', () => {
  const view = {scrollLeft: 100, width: 300, inset: 16};

  it('keeps the row still when the item is already in view', () => {
    expect(scrollLeftToShow(view, {start: 120, end: 380})).toBe(100);
    expect(scrollLeftToShow(view, {start: 116, end: 384})).toBe(100);
  });

  it('scrolls back so that an item cut at the start shows with the inset before it', () => {
    expect(scrollLeftToShow(view, {start: 60, end: 200})).toBe(44);
    expect(scrollLeftToShow(view, {start: 10, end: 80})).toBe(0);
  });

  it('scrolls on so that an item cut at the end shows with the inset after it', () => {
    expect(scrollLeftToShow(view, {start: 350, end: 500})).toBe(216);
  });

  it('centres an item too wide for the inset on both sides', () => {
    // 290 px in a 300 px row with 16 px insets: 5 px on each side.
    expect(scrollLeftToShow(view, {start: 500, end: 790})).toBe(495);
    // Wider than the row: centred, both ends cut alike.
    expect(scrollLeftToShow(view, {start: 300, end: 700})).toBe(350);
  });
});
