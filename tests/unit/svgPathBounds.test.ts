import {siCisco, siDell, siLenovo} from 'simple-icons';
import {svgPathBounds} from '@site/src/lib/svgPathBounds';

describe('svgPathBounds', () => {
  it('reads absolute and relative lines, moves and closes', () => {
    expect(svgPathBounds('M2 3h4v5H2z')).toEqual({x: 2, y: 3, width: 4, height: 5});
    expect(svgPathBounds('m1 1 2 0 0 2-2 0z')).toEqual({x: 1, y: 1, width: 2, height: 2});
  });

  it('reads compact numbers and arc flags written without separators', () => {
    // ".5.5" is two numbers; "0 01-.8-.2" is rotation 0, flags 0 and 1, end -.8 -.2.
    const box = svgPathBounds('M1 1l.5.5a1 1 0 01-.8-.2');
    expect(box.x).toBeLessThanOrEqual(0.7);
    expect(box.y).toBeLessThanOrEqual(1);
    expect(box.x + box.width).toBeGreaterThanOrEqual(1.5);
  });

  it('takes Bézier control points into the box', () => {
    expect(svgPathBounds('M0 0C0 10 10 10 10 0')).toEqual({x: 0, y: 0, width: 10, height: 10});
  });

  it('keeps the vendor marks within about their 24 x 24 canvas', () => {
    for (const icon of [siDell, siLenovo, siCisco]) {
      const box = svgPathBounds(icon.path);
      expect(box.x).toBeGreaterThanOrEqual(-1);
      expect(box.y).toBeGreaterThanOrEqual(-1);
      expect(box.x + box.width).toBeLessThanOrEqual(25);
      expect(box.y + box.height).toBeLessThanOrEqual(25);
      expect(box.width).toBeGreaterThan(0);
      expect(box.height).toBeGreaterThan(0);
    }
  });
});
