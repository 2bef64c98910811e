import {siCisco, siDell, siLenovo} from 'simple-icons';
import {balancedMarkHeight, VENDOR_MARK_SIZING} from '@site/src/lib/markSize';
import {svgPathBounds} from '@site/src/lib/svgPathBounds';

const ratioOf = (path: string): number => {
  const box = svgPathBounds(path);
  return Math.min(box.width, 24) / Math.min(box.height, 24);
};

describe('balancedMarkHeight: vendor marks side by side read the same size', () => {
  it('keeps a mark of the reference proportions at the base height', () => {
    expect(balancedMarkHeight(VENDOR_MARK_SIZING.referenceRatio)).toBe(VENDOR_MARK_SIZING.baseHeight);
  });

  it('gives a narrower mark more height, a wider one less, covering about the same area', () => {
    const base = VENDOR_MARK_SIZING.baseHeight;
    const referenceArea = base * base * VENDOR_MARK_SIZING.referenceRatio;
    for (const ratio of [1.8, 2.5, 4, 6]) {
      const height = balancedMarkHeight(ratio);
      expect(Math.abs(height * height * ratio - referenceArea) / referenceArea).toBeLessThan(0.05);
    }
    expect(balancedMarkHeight(1.8)).toBeGreaterThan(base);
    expect(balancedMarkHeight(6)).toBeLessThan(base);
  });

  it('stops at the ceiling and the floor, and answers odd input with the base height', () => {
    expect(balancedMarkHeight(0.2)).toBe(VENDOR_MARK_SIZING.maxHeight);
    expect(balancedMarkHeight(1000)).toBe(Math.round(VENDOR_MARK_SIZING.baseHeight / 3));
    expect(balancedMarkHeight(0)).toBe(VENDOR_MARK_SIZING.baseHeight);
    expect(balancedMarkHeight(Number.NaN)).toBe(VENDOR_MARK_SIZING.baseHeight);
  });

  it("draws the round Dell mark taller than Lenovo's wordmark, and Cisco's between them", () => {
    const [dell, cisco, lenovo] = [siDell, siCisco, siLenovo].map((icon) => balancedMarkHeight(ratioOf(icon.path)));
    expect(dell).toBeGreaterThan(cisco!);
    expect(cisco).toBeGreaterThan(lenovo!);
    // Dell's visible area is at least 70% of Lenovo's (it was a third at one height).
    expect(dell! * dell!).toBeGreaterThanOrEqual(0.7 * lenovo! * lenovo! * ratioOf(siLenovo.path));
  });
});
