import {FORM_FRAME_HEIGHT_PX, formFrameHeight} from '../../src/lib/formFrame';

describe('the contact form frame follows the height the form reports, within bounds', () => {
  it('takes a reported height within the bounds as it is (rounded to a pixel)', () => {
    expect(formFrameHeight(900)).toBe(900);
    expect(formFrameHeight(812.6)).toBe(813);
  });

  it('caps a height past the maximum, as the 10,000,000 px a hostile form sent', () => {
    expect(formFrameHeight(1e7)).toBe(FORM_FRAME_HEIGHT_PX.max);
    expect(formFrameHeight(FORM_FRAME_HEIGHT_PX.max + 1)).toBe(FORM_FRAME_HEIGHT_PX.max);
    expect(FORM_FRAME_HEIGHT_PX.max).toBeLessThanOrEqual(6000);
  });

  it('raises a tiny height to the minimum', () => {
    expect(formFrameHeight(10)).toBe(FORM_FRAME_HEIGHT_PX.min);
  });

  it('ignores anything that is not a positive finite number', () => {
    for (const reported of [0, -400, Number.NaN, Number.POSITIVE_INFINITY, '900', null, undefined, {size: 900}]) {
      expect(formFrameHeight(reported)).toBeNull();
    }
  });
});
