import {
  brandPinWeakness,
  chooseBrandPin,
  configuredBrandPin,
  generatedPinNotice,
  isHostedBuild,
  randomBrandPin,
} from '@site/plugins/brand-guidelines/options';

/** A stand-in for the random source, so each case knows what "generated" gives. */
const fixed = () => '314159';

describe('choosing the brand PIN', () => {
  it('takes BRAND_PIN from the environment on a local build', () => {
    expect(chooseBrandPin({BRAND_PIN: '135790'}, fixed)).toEqual({pin: '135790', source: 'environment'});
    expect(chooseBrandPin({BRAND_PIN: ' 000123 '}, fixed)).toEqual({pin: '000123', source: 'environment'});
  });

  it('takes BRAND_PIN from the environment on a CI or hosting build', () => {
    for (const host of ['CI', 'NETLIFY', 'CF_PAGES']) {
      expect(chooseBrandPin({[host]: 'true', BRAND_PIN: '570418'}, fixed)).toEqual({
        pin: '570418',
        source: 'environment',
      });
    }
  });

  it('refuses a BRAND_PIN that is not exactly six digits, wherever the build runs', () => {
    for (const value of ['12345', '1234567', '12345a', '12 345']) {
      expect(() => chooseBrandPin({BRAND_PIN: value}, fixed)).toThrow(/exactly six digits/);
      expect(() => chooseBrandPin({CI: 'true', BRAND_PIN: value}, fixed)).toThrow(/exactly six digits/);
    }
  });

  it('generates a PIN on a local build without BRAND_PIN', () => {
    expect(chooseBrandPin({}, fixed)).toEqual({pin: '314159', source: 'generated'});
    expect(chooseBrandPin({BRAND_PIN: '  '}, fixed)).toEqual({pin: '314159', source: 'generated'});
  });

  it('fails a CI, Netlify or Cloudflare Pages build without BRAND_PIN and says what to set', () => {
    const generate = jest.fn(fixed);
    for (const env of [{CI: 'true'}, {CI: '1'}, {NETLIFY: 'true'}, {CF_PAGES: '1'}, {CI: 'true', BRAND_PIN: ''}]) {
      expect(() => chooseBrandPin(env, generate)).toThrow(/BRAND_PIN is not set.*set BRAND_PIN to six digits/);
    }
    expect(generate).not.toHaveBeenCalled();
  });

  it('names the variable that made it a hosted build', () => {
    expect(() => chooseBrandPin({NETLIFY: 'true'}, fixed)).toThrow(/\(NETLIFY set\)/);
    expect(() => chooseBrandPin({CI: 'true', CF_PAGES: '1'}, fixed)).toThrow(/\(CI, CF_PAGES set\)/);
    expect(() => chooseBrandPin({CI: 'false', NETLIFY: 'true'}, fixed)).toThrow(/\(NETLIFY set\)/);
  });

  it('treats CI=false, CI=0 and an empty CI as a local build', () => {
    for (const value of ['false', 'FALSE', '0', '']) {
      expect(isHostedBuild({CI: value})).toBe(false);
      expect(chooseBrandPin({CI: value}, fixed)).toEqual({pin: '314159', source: 'generated'});
    }
    expect(isHostedBuild({})).toBe(false);
    expect(isHostedBuild({CI: 'true'})).toBe(true);
  });

  it('refuses a generator that does not give six digits', () => {
    expect(() => chooseBrandPin({}, () => '12345')).toThrow(/six digits/);
  });
});

describe('the generated PIN', () => {
  it('is six digits from a random source, different from build to build', () => {
    const pins = Array.from({length: 20}, randomBrandPin);
    for (const pin of pins) {
      expect(pin).toMatch(/^\d{6}$/);
    }
    // Twenty equal draws out of a million values would take a broken generator.
    expect(new Set(pins).size).toBeGreaterThan(1);
  });

  it('is printed in the build log with how to choose one instead', () => {
    expect(generatedPinNotice('031415')).toBe(
      'brand guidelines PIN for this build: 031415 (random, because BRAND_PIN is not set; set BRAND_PIN to six digits to choose it)',
    );
  });
});

describe('BRAND_PIN on its own', () => {
  it('is undefined when unset or blank, and the six digits otherwise', () => {
    expect(configuredBrandPin({})).toBeUndefined();
    expect(configuredBrandPin({BRAND_PIN: ''})).toBeUndefined();
    expect(configuredBrandPin({BRAND_PIN: '024680'})).toBe('024680');
  });
});

describe('weak brand PINs', () => {
  it.each([
    ['482913', /published in this repository/],
    ['246810', /published in this repository/],
    ['000000', /repeats one digit/],
    ['777777', /repeats one digit/],
    ['123456', /run of consecutive digits/],
    ['234567', /run of consecutive digits/],
    ['890123', /run of consecutive digits/],
    ['987654', /run of consecutive digits/],
    ['654321', /run of consecutive digits/],
    ['246802', /digits go up or down by the same step \(modulo 10\)/],
    ['975319', /digits go up or down by the same step/],
    ['036925', /digits go up or down by the same step/],
    ['135790', /five of its digits in a row go up or down by the same step/],
    ['413579', /five of its digits in a row/],
    ['864209', /five of its digits in a row/],
    ['112358', /sum of the two before it \(modulo 10\)/],
    ['213471', /sum of the two before it/],
    ['121212', /repeats a short pattern/],
    ['123123', /repeats a short pattern/],
    ['384384', /repeats a short pattern/],
    ['010203', /three pairs of digits go up or down by the same step/],
    ['102030', /three pairs of digits/],
    ['112233', /three pairs of digits/],
    ['908172', /three pairs of digits/],
    ['159753', /most common/],
    ['147258', /most common/],
  ])('%s is weak: %s', (pin, reason) => {
    expect(brandPinWeakness(pin)).toMatch(reason);
  });

  it('leaves PINs without a pattern alone', () => {
    for (const pin of ['314159', '270418', '860253', '135782', '112359', '482914', '010204']) {
      expect(brandPinWeakness(pin)).toBeUndefined();
    }
  });

  it('refuses a small share of all PINs, so a random PIN is rarely drawn again', () => {
    let weak = 0;
    for (let value = 0; value < 1_000_000; value += 1) {
      if (brandPinWeakness(String(value).padStart(6, '0')) !== undefined) {
        weak += 1;
      }
    }
    expect(weak).toBeGreaterThan(2_000);
    expect(weak).toBeLessThan(10_000);
  });

  it('fails a CI, Netlify or Cloudflare Pages build with a weak BRAND_PIN, naming why', () => {
    for (const host of ['CI', 'NETLIFY', 'CF_PAGES']) {
      expect(() => chooseBrandPin({[host]: 'true', BRAND_PIN: '123456'}, fixed)).toThrow(
        /BRAND_PIN is too easy to guess \(it is a run of consecutive digits\)/,
      );
      expect(() => chooseBrandPin({[host]: 'true', BRAND_PIN: '482913'}, fixed)).toThrow(/published/);
    }
  });

  it('lets a local build use any six digits', () => {
    expect(chooseBrandPin({BRAND_PIN: '123456'}, fixed)).toEqual({pin: '123456', source: 'environment'});
  });
});
