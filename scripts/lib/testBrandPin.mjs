import {randomInt} from 'node:crypto';

/**
 * The brand PIN of an `npm test` run: the build encrypts the guidelines with it and the
 * end-to-end tests unlock them with it, so both must get the same one. A BRAND_PIN already set
 * is kept (to test a given PIN); otherwise the run makes a random one, since the build itself
 * refuses to make one on CI.
 *
 * @param {NodeJS.ProcessEnv} env
 * @param {() => string} [generate] the random source, replaceable in tests
 * @param {(pin: string) => boolean} [isWeak] true for a PIN a CI build refuses (brandPinWeakness)
 * @returns {{pin: string, generated: boolean}}
 */
export function testBrandPin(
  env,
  generate = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
  isWeak = () => false,
) {
  const given = env.BRAND_PIN?.trim();
  if (given) {
    return {pin: given, generated: false};
  }
  // A CI build refuses a weak PIN, so the run never draws one.
  let pin = generate();
  while (isWeak(pin)) {
    pin = generate();
  }
  return {pin, generated: true};
}
