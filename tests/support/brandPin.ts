import {configuredBrandPin} from '../../plugins/brand-guidelines/options';

/**
 * The PIN the build under test was encrypted with. The tests cannot read it from the build, so
 * they take BRAND_PIN like the build did: `npm test` sets one for both; run the end-to-end tests
 * by hand with the BRAND_PIN of the build they test.
 */
export function buildBrandPin(): string {
  const pin = configuredBrandPin();
  if (pin === undefined) {
    throw new Error(
      'BRAND_PIN is not set: run the end-to-end tests with the BRAND_PIN the build was made with ' +
        '(npm test sets one for the build and the tests).',
    );
  }
  return pin;
}
