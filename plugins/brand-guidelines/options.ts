/**
 * How the build chooses the brand PIN. No PIN is written down anywhere: anyone can read the
 * repository, so a fixed default would unlock every site built with it.
 * - BRAND_PIN (six digits) set: the build uses it, wherever it runs.
 * - Not set, on a local machine: the build makes a random PIN and prints it once in its log, so a
 *   newcomer's `npm start` works and the PIN is in front of them.
 * - Not set, on a CI or hosting build (CI, NETLIFY or CF_PAGES set): the build fails, because a
 *   random PIN nobody reads would lock the owners out and a fixed one would be public.
 * - A weak PIN on a CI or hosting build (the PIN published in this repository's tests, one digit
 *   repeated, a run such as 123456 or 987654, a short pattern repeated, one of the most common
 *   six-digit PINs): the build fails, naming why. Guessers try those first.
 * Only the build reads the PIN: it never reaches the client bundle.
 */
import {randomInt} from 'node:crypto';

export const BRAND_PIN_ENV = 'BRAND_PIN';

/** Variables that CI services (CI), Netlify (NETLIFY) and Cloudflare Pages (CF_PAGES) set. */
export const HOSTED_BUILD_ENV = ['CI', 'NETLIFY', 'CF_PAGES'] as const;

const SIX_DIGITS = /^\d{6}$/;

export type BrandPinChoice = {pin: string; source: 'environment' | 'generated'};

/**
 * The variables that make this a CI or hosting build. An empty value, "false" or "0" counts as
 * unset: `CI=false` is a common way to run a local build with CI behaviour turned off.
 */
export function hostedBuildVariables(env: NodeJS.ProcessEnv): string[] {
  return HOSTED_BUILD_ENV.filter((name) => {
    const value = env[name]?.trim().toLowerCase();
    return value !== undefined && value !== '' && value !== 'false' && value !== '0';
  });
}

export function isHostedBuild(env: NodeJS.ProcessEnv): boolean {
  return hostedBuildVariables(env).length > 0;
}

/** BRAND_PIN from the environment, or undefined when it is not set; anything but six digits throws. */
export function configuredBrandPin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env[BRAND_PIN_ENV]?.trim();
  if (value === undefined || value === '') {
    return undefined;
  }
  if (!SIX_DIGITS.test(value)) {
    throw new Error(`${BRAND_PIN_ENV} must be exactly six digits (the gate has six single-digit boxes).`);
  }
  return value;
}

/** PINs published in this repository (the unit tests' and the documented test runs' PIN). */
const PUBLISHED_PINS = ['482913'];

/**
 * The most common six-digit PINs in published analyses of leaked PIN and password lists, beyond
 * the patterns brandPinWeakness() already refuses (repeats and runs).
 */
const COMMON_PINS = [
  '112233',
  '121212',
  '123123',
  '123321',
  '123654',
  '131313',
  '147258',
  '147852',
  '159357',
  '159753',
  '202020',
  '258369',
  '520520',
  '696969',
  '741852',
  '789456',
  '102030',
  '100000',
  '111222',
  '123789',
];

/** Why a six-digit PIN is too easy to guess, or undefined when it is not one of those. */
export function brandPinWeakness(pin: string): string | undefined {
  if (PUBLISHED_PINS.includes(pin)) {
    return 'it is published in this repository';
  }
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => (digit - digits[index]! + 10) % 10));
  if (steps.size === 1 && steps.has(0)) {
    return 'it repeats one digit';
  }
  if (steps.size === 1 && (steps.has(1) || steps.has(9))) {
    return 'it is a run of consecutive digits';
  }
  if (pin.slice(0, 2).repeat(3) === pin || pin.slice(0, 3).repeat(2) === pin) {
    return 'it repeats a short pattern';
  }
  if (COMMON_PINS.includes(pin)) {
    return 'it is one of the most common six-digit PINs';
  }
  return undefined;
}

/** A random six-digit PIN from the operating system's secure generator (leading zeros kept). */
export function randomBrandPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The build-log line that gives a generated PIN to whoever ran the build. */
export function generatedPinNotice(pin: string): string {
  return (
    `brand guidelines PIN for this build: ${pin} (random, because ${BRAND_PIN_ENV} is not set; ` +
    `set ${BRAND_PIN_ENV} to six digits to choose it)`
  );
}

/**
 * The PIN for this build (see the file comment). `generate` is the random source, replaceable in
 * tests. Throws, with what to set, on a CI or hosting build without BRAND_PIN.
 */
export function chooseBrandPin(
  env: NodeJS.ProcessEnv = process.env,
  generate: () => string = randomBrandPin,
): BrandPinChoice {
  const configured = configuredBrandPin(env);
  const hosts = hostedBuildVariables(env).join(', ');
  if (configured !== undefined) {
    const weakness = brandPinWeakness(configured);
    if (weakness !== undefined && hosts !== '') {
      throw new Error(
        `${BRAND_PIN_ENV} is too easy to guess (${weakness}). This is a CI or hosting build (${hosts} set): ` +
          `choose six digits without a pattern, set ${BRAND_PIN_ENV} to them in the build environment, then rebuild.`,
      );
    }
    return {pin: configured, source: 'environment'};
  }
  if (hosts !== '') {
    throw new Error(
      `${BRAND_PIN_ENV} is not set. This is a CI or hosting build (${hosts} set), so the brand guidelines ` +
        `need a PIN you choose: set ${BRAND_PIN_ENV} to six digits in the build environment (for example ` +
        `the site's environment variables on Netlify or Cloudflare Pages, or a secret in CI), then rebuild.`,
    );
  }
  const pin = generate();
  if (!SIX_DIGITS.test(pin)) {
    throw new Error(`The generated brand PIN is not six digits.`);
  }
  return {pin, source: 'generated'};
}
