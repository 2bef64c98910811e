import {chooseBrandPin, generatedPinNotice, randomBrandPin} from '@site/plugins/brand-guidelines/options';

/** A stand-in for the random source, so each case knows what "generated" gives. */
const fixed = () => '314159';
const PUBLISHING = [{CI: 'true'}, {CF_PAGES: '1'}, {WORKERS_CI: '1'}, {SITE_URL: 'https://www.northbeamtech.ca'}];

describe('the brand PIN of a local build', () => {
  it('is BRAND_PIN when set, any six digits, and else a random PIN printed once', () => {
    expect(chooseBrandPin({BRAND_PIN: ' 123456 '}, fixed)).toEqual({pin: '123456', source: 'environment'});
    expect(chooseBrandPin({}, fixed)).toEqual({pin: '314159', source: 'generated'});
    expect(chooseBrandPin({CI: 'false', BRAND_PIN: ''}, fixed)).toEqual({pin: '314159', source: 'generated'});
    expect(generatedPinNotice('031415')).toMatch(/^brand guidelines PIN for this build: 031415 \(random/);
  });

  it('is drawn from a secure random source, six digits with leading zeros kept', () => {
    const pins = Array.from({length: 20}, randomBrandPin);
    expect(pins.every((pin) => /^\d{6}$/.test(pin))).toBe(true);
    expect(new Set(pins).size).toBeGreaterThan(1);
  });
});

describe('the brand PIN of a build for publishing', () => {
  it.each(PUBLISHING)('%o: takes BRAND_PIN, fails without it, and never generates one', (env) => {
    expect(chooseBrandPin({...env, BRAND_PIN: '570418'}, fixed)).toEqual({pin: '570418', source: 'environment'});
    expect(() => chooseBrandPin(env, fixed)).toThrow(/BRAND_PIN is not set\. This build is for publishing/);
  });

  it.each(PUBLISHING)('%o: refuses the PINs guessers try first, naming why', (env) => {
    for (const [pin, reason] of [
      ['000000', 'it repeats one digit'],
      ['123456', 'it is a run of consecutive digits'],
      ['876543', 'it is a run of consecutive digits'],
      ['246810', 'it is published in this repository'],
    ]) {
      expect(() => chooseBrandPin({...env, BRAND_PIN: pin}, fixed)).toThrow(`too easy to guess (${reason})`);
    }
  });

  it('accepts six digits without those patterns', () => {
    for (const pin of ['314159', '135790', '112358', '010203', '123457']) {
      expect(chooseBrandPin({CI: 'true', BRAND_PIN: pin}, fixed).pin).toBe(pin);
    }
  });
});

it('refuses a BRAND_PIN that is not exactly six digits, wherever the build runs', () => {
  for (const value of ['12345', '1234567', '12345a']) {
    expect(() => chooseBrandPin({BRAND_PIN: value}, fixed)).toThrow(/exactly six digits/);
    expect(() => chooseBrandPin({CI: 'true', BRAND_PIN: value}, fixed)).toThrow(/exactly six digits/);
  }
});
