import {randomInt} from 'node:crypto';

/**
 * The brand PIN of an `npm test` run, shared by the build and the e2e tests: BRAND_PIN if set,
 * else a random one (the build refuses to make one on CI).
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
