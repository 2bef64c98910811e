/**
 * Finds a Chromium for Playwright: $CHROMIUM_PATH (or $PLAYWRIGHT_CHROMIUM_EXECUTABLE), else a
 * system Chromium, else Playwright's own managed browser (undefined executablePath).
 */
import {existsSync} from 'node:fs';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export function findChromiumExecutable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_PATH ?? env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    }
    return fromEnv;
  }
  return SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Flags for running Chromium headless as root in a container without outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
