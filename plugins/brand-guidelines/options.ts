/**
 * The one place that names the brand PIN. Production builds set BRAND_PIN (six digits) in the
 * environment; without it the build uses the development default below and logs a warning.
 * Only the build reads this value: it never reaches the client bundle.
 */

/** Development default, documented in the README. Do not ship a public site with it. */
export const DEVELOPMENT_BRAND_PIN = '246810';

export const BRAND_PIN_ENV = 'BRAND_PIN';

export function resolveBrandPin(env: NodeJS.ProcessEnv = process.env): {pin: string; isDefault: boolean} {
  const fromEnv = env[BRAND_PIN_ENV]?.trim();
  if (fromEnv === undefined || fromEnv === '') {
    return {pin: DEVELOPMENT_BRAND_PIN, isDefault: true};
  }
  if (!/^\d{6}$/.test(fromEnv)) {
    throw new Error(`${BRAND_PIN_ENV} must be exactly six digits (the gate has six single-digit boxes).`);
  }
  return {pin: fromEnv, isDefault: false};
}
