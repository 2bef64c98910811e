/**
 * How the build chooses the brand PIN. No PIN is written down anywhere: anyone can read the
 * repository, so a fixed default would unlock every site built with it.
 * - BRAND_PIN (six digits) set: the build uses it, wherever it runs.
 * - Not set, on a local machine: the build makes a random PIN and prints it once in its log, so a
 *   newcomer's `npm start` works and the PIN is in front of them.
 * - Not set, on a CI or hosting build (CI, NETLIFY or CF_PAGES set): the build fails, because a
 *   random PIN nobody reads would lock the owners out and a fixed one would be public.
 * - A weak PIN on a CI or hosting build (a PIN published in this repository, the former default
 *   246810 included; one digit repeated; digits going up or down by one step modulo 10, such as
 *   123456 or 246802, also over five digits in a row, such as 135790; each digit the sum of the
 *   two before, such as 112358; a short pattern repeated; three pairs counting by one step, such
 *   as 010203; one of the most common six-digit PINs): the build fails, naming the rule. Guessers
 *   try those first.
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

/**
 * PINs published in this repository: the unit tests' and documented test runs' PIN, and the
 * former development default (still in the git history and in the PIN-entry tests).
 */
const PUBLISHED_PINS = ['482913', '246810'];

/**
 * The most common six-digit PINs in published analyses of leaked PIN and password lists, beyond
 * the patterns brandPinWeakness() already refuses (repeats, progressions, additive sequences).
 */
const COMMON_PINS = [
  '123321',
  '123654',
  '147258',
  '147852',
  '159357',
  '159753',
  '258369',
  '520520',
  '696969',
  '741852',
  '789456',
  '100000',
  '111222',
  '123789',
];

/** The step between each digit and the next, modulo 10 (9 stands for a step down by one). */
function stepsOf(digits: number[]): number[] {
  return digits.slice(1).map((digit, index) => (digit - digits[index]! + 10) % 10);
}

/**
 * True when the digits go up or down by one constant step, modulo 10 (the digit after 9 is 0 for
 * a step of 1, 1 for a step of 2): 246802, 975319 and 123456 are progressions.
 */
function isProgression(digits: number[]): boolean {
  return new Set(stepsOf(digits)).size === 1;
}

/** The ways a six-digit PIN is easy to guess, checked in this order; the first that applies is named. */
const WEAKNESS_RULES: {reason: string; applies: (pin: string, digits: number[]) => boolean}[] = [
  {reason: 'it is published in this repository', applies: (pin) => PUBLISHED_PINS.includes(pin)},
  {reason: 'it repeats one digit', applies: (pin) => /^(\d)\1{5}$/.test(pin)},
  {
    reason: 'it is a run of consecutive digits',
    applies: (_pin, digits) => isProgression(digits) && [1, 9].includes(stepsOf(digits)[0]!),
  },
  {
    reason: 'its digits go up or down by the same step (modulo 10)',
    applies: (_pin, digits) => isProgression(digits),
  },
  {
    // 135790 is 1, 3, 5, 7, 9 with a digit added; guessers try a progression plus one digit.
    reason: 'five of its digits in a row go up or down by the same step (modulo 10)',
    applies: (_pin, digits) => isProgression(digits.slice(0, 5)) || isProgression(digits.slice(1)),
  },
  {
    reason: 'each digit is the sum of the two before it (modulo 10), as in 112358',
    applies: (_pin, digits) =>
      digits.slice(2).every((digit, index) => digit === (digits[index]! + digits[index + 1]!) % 10),
  },
  {
    reason: 'it repeats a short pattern',
    applies: (pin) => pin.slice(0, 2).repeat(3) === pin || pin.slice(0, 3).repeat(2) === pin,
  },
  {
    // 010203, 102030, 112233: three two-digit numbers counting by one step.
    reason: 'its three pairs of digits go up or down by the same step',
    applies: (pin) => {
      const [first, second, third] = [0, 2, 4].map((start) => Number(pin.slice(start, start + 2)));
      return second! - first! === third! - second!;
    },
  },
  {reason: 'it is one of the most common six-digit PINs', applies: (pin) => COMMON_PINS.includes(pin)},
];

/** Why a six-digit PIN is too easy to guess (the first rule it breaks), or undefined when none applies. */
export function brandPinWeakness(pin: string): string | undefined {
  const digits = [...pin].map(Number);
  return WEAKNESS_RULES.find((rule) => rule.applies(pin, digits))?.reason;
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
