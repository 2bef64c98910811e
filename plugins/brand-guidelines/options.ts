/**
 * How the build chooses the brand PIN. No PIN is written down anywhere: anyone can read the
 * repository, so a fixed default would unlock every site built with it.
 * - A build for publishing (CI, a hosting platform or SITE_URL set: plugins/lib/publishing.ts)
 *   needs BRAND_PIN, six digits that are not one of the few PINs guessers try first; otherwise it
 *   fails, saying what to set. A random PIN nobody reads would lock the owners out.
 * - A local build uses BRAND_PIN when set, and otherwise makes a random PIN and prints it once in
 *   its log, so a newcomer's `npm start` works and the PIN is in front of them.
 * Only the build reads the PIN: it never reaches the client bundle.
 */
import {randomInt} from 'node:crypto';
import {publishingReason, publishingVariables} from '../lib/publishing';

export const BRAND_PIN_ENV = 'BRAND_PIN';

const SIX_DIGITS = /^\d{6}$/;

/** PINs this repository publishes: the former development default and the unit tests' PIN. */
const PUBLISHED_PINS = ['246810', '482913'];

export type BrandPinChoice = {pin: string; source: 'environment' | 'generated'};

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

/** Why a six-digit PIN is one guessers try first, or undefined when it is not. */
export function brandPinWeakness(pin: string): string | undefined {
  if (/^(\d)\1{5}$/.test(pin)) {
    return 'it repeats one digit';
  }
  if ('0123456789'.includes(pin) || '9876543210'.includes(pin)) {
    return 'it is a run of consecutive digits';
  }
  if (PUBLISHED_PINS.includes(pin)) {
    return 'it is published in this repository';
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

/** The PIN for this build (see the file comment). `generate` is the random source. */
export function chooseBrandPin(
  env: NodeJS.ProcessEnv = process.env,
  generate: () => string = randomBrandPin,
): BrandPinChoice {
  const configured = configuredBrandPin(env);
  if (publishingVariables(env).length === 0) {
    return configured === undefined ? {pin: generate(), source: 'generated'} : {pin: configured, source: 'environment'};
  }
  const build = `This build is for publishing (${publishingReason(env)})`;
  if (configured === undefined) {
    throw new Error(
      `${BRAND_PIN_ENV} is not set. ${build}, so the brand guidelines need a PIN you choose: set ` +
        `${BRAND_PIN_ENV} to six digits in the build environment (a secret of the CI or hosting platform), then rebuild.`,
    );
  }
  const weakness = brandPinWeakness(configured);
  if (weakness !== undefined) {
    throw new Error(
      `${BRAND_PIN_ENV} is too easy to guess (${weakness}). ${build}: choose six other digits, ` +
        `set ${BRAND_PIN_ENV} to them in the build environment, then rebuild.`,
    );
  }
  return {pin: configured, source: 'environment'};
}
