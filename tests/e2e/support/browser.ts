/**
 * Finds a Chromium for Playwright: $CHROMIUM_PATH (or $PLAYWRIGHT_CHROMIUM_EXECUTABLE), else a
 * system Chromium, else Playwright's own managed browser (undefined executablePath).
 *
 * Debian's `chromium-headless-shell` comes first: the same Chromium release as the `chromium`
 * package, built for headless use only, which is also what Playwright runs for headless Chromium
 * by default. It needs about half the CPU of the full browser (no GPU process, no browser UI
 * services) for the same pages, which is what bounds the suite on a 2-core machine.
 */
import {existsSync} from 'node:fs';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
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
  // Fractional glyph advances, as desktop Chrome lays text out on Windows and macOS (and as the
  // full Linux build does); the headless shell otherwise rounds them, which makes text a few
  // pixels wider per line.
  '--font-render-hinting=none',
];
