/** The brand PIN, never written down: publishing needs a strong BRAND_PIN; a local build prints a random one. */
import {randomInt} from 'node:crypto';
import {publishingVariables} from '../lib/publishing';

/** PINs this repository publishes: the former development default and the unit tests' PIN. */
const PUBLISHED_PINS = ['246810', '482913'];

/** BRAND_PIN, or undefined when it is not set; anything but six digits throws. */
export function configuredBrandPin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.BRAND_PIN?.trim();
  if (value && !/^\d{6}$/.test(value)) {
    throw new Error('BRAND_PIN must be exactly six digits (the gate has six single-digit boxes).');
  }
  return value || undefined;
}

/** Why a six-digit PIN is one guessers try first, or undefined when it is not (scripts/test.mjs too). */
export function brandPinWeakness(pin: string): string | undefined {
  if (/^(\d)\1{5}$/.test(pin)) {
    return 'it repeats one digit';
  }
  if ('0123456789'.includes(pin) || '9876543210'.includes(pin)) {
    return 'it is a run of consecutive digits';
  }
  return PUBLISHED_PINS.includes(pin) ? 'it is published in this repository' : undefined;
}

/** The PIN for this build (see the file comment); `generated` when it was drawn at random. */
export function chooseBrandPin(env: NodeJS.ProcessEnv = process.env): {pin: string; generated: boolean} {
  const pin = configuredBrandPin(env);
  if (publishingVariables(env).length === 0) {
    return pin ? {pin, generated: false} : {pin: String(randomInt(0, 1_000_000)).padStart(6, '0'), generated: true};
  }
  const build = `This build is for publishing (${publishingVariables(env).join(', ')} set)`;
  if (!pin) {
    throw new Error(
      `BRAND_PIN is not set. ${build}, so the brand guidelines need a PIN you choose: set BRAND_PIN ` +
        'to six digits in the build environment (a secret of the CI or hosting platform), then rebuild.',
    );
  }
  const reason = brandPinWeakness(pin);
  if (reason) {
    throw new Error(
      `BRAND_PIN is too easy to guess (${reason}). ${build}: choose six other digits, ` +
        'set BRAND_PIN to them in the build environment, then rebuild.',
    );
  }
  return {pin, generated: false};
}
