import {testBrandPin} from '../../scripts/lib/testBrandPin.mjs';

describe('brand PIN of an npm test run (build and end-to-end tests)', () => {
  it('keeps a BRAND_PIN already set', () => {
    expect(testBrandPin({BRAND_PIN: '135790', CI: 'true'}, () => '000000')).toEqual({
      pin: '135790',
      generated: false,
    });
  });

  it('makes one when none is set, also on CI where the build would refuse to', () => {
    expect(testBrandPin({CI: 'true'}, () => '271828')).toEqual({pin: '271828', generated: true});
    expect(testBrandPin({BRAND_PIN: ' '}, () => '271828')).toEqual({pin: '271828', generated: true});
  });

  it('makes a random six-digit PIN by default', () => {
    const pins = Array.from({length: 20}, () => testBrandPin({}).pin);
    expect(pins.every((pin) => /^\d{6}$/.test(pin))).toBe(true);
    expect(new Set(pins).size).toBeGreaterThan(1);
  });

  it('draws again while the PIN is one a CI build would refuse as weak', () => {
    const draws = ['123456', '111111', '271828'];
    expect(
      testBrandPin(
        {CI: 'true'},
        () => draws.shift()!,
        (pin) => pin !== '271828',
      ),
    ).toEqual({
      pin: '271828',
      generated: true,
    });
  });
});
