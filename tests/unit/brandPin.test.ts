import {chooseBrandPin} from '@site/plugins/brand-guidelines/options';

const PUBLISHING = [{CI: 'true'}, {CF_PAGES: '1'}, {WORKERS_CI: '1'}, {SITE_URL: 'https://www.northbeamtech.ca'}];

describe('the brand PIN of a local build', () => {
  it('is BRAND_PIN when set, any six digits', () => {
    expect(chooseBrandPin({BRAND_PIN: ' 123456 '})).toEqual({pin: '123456', generated: false});
  });

  it('is else a random six-digit PIN from a secure source, leading zeros kept', () => {
    const pins = Array.from({length: 20}, () => chooseBrandPin({CI: 'false', BRAND_PIN: ''}));
    expect(pins.every(({pin, generated}) => /^\d{6}$/.test(pin) && generated)).toBe(true);
    expect(new Set(pins.map(({pin}) => pin)).size).toBeGreaterThan(1);
  });
});

describe('the brand PIN of a build for publishing', () => {
  it.each(PUBLISHING)('%o: takes BRAND_PIN, fails without it, and never generates one', (env) => {
    expect(chooseBrandPin({...env, BRAND_PIN: '570418'})).toEqual({pin: '570418', generated: false});
    expect(() => chooseBrandPin(env)).toThrow(/BRAND_PIN is not set\. This build is for publishing/);
  });

  it.each(PUBLISHING)('%o: refuses the PINs guessers try first, naming why', (env) => {
    for (const [pin, reason] of [
      ['000000', 'it repeats one digit'],
      ['123456', 'it is a run of consecutive digits'],
      ['876543', 'it is a run of consecutive digits'],
      ['246810', 'it is published in this repository'],
    ]) {
      expect(() => chooseBrandPin({...env, BRAND_PIN: pin})).toThrow(`too easy to guess (${reason})`);
    }
  });

  it('accepts six digits without those patterns', () => {
    for (const pin of ['314159', '135790', '112358', '010203', '123457']) {
      expect(chooseBrandPin({CI: 'true', BRAND_PIN: pin}).pin).toBe(pin);
    }
  });
});

it('refuses a BRAND_PIN that is not exactly six digits, wherever the build runs', () => {
  for (const value of ['12345', '1234567', '12345a']) {
    expect(() => chooseBrandPin({BRAND_PIN: value})).toThrow(/exactly six digits/);
    expect(() => chooseBrandPin({CI: 'true', BRAND_PIN: value})).toThrow(/exactly six digits/);
  }
});
