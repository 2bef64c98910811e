/**
 * The Chromium the suite runs: $CHROMIUM_PATH (or $PLAYWRIGHT_CHROMIUM_EXECUTABLE), else Debian's `chromium-headless-shell` (the
 * `chromium` release built for headless use, what Playwright itself runs headless: about half the
 * CPU of the full browser on a 2-core machine), else `chromium`, else Playwright's own.
 */
import {existsSync} from 'node:fs';

export function findChromiumExecutable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_PATH ?? env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv && !existsSync(fromEnv)) {
    throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
  }
  return [fromEnv, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

/** Flags for running Chromium headless as root in a container without outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Fractional glyph advances, as desktop Chrome lays text out on Windows and macOS; the headless
  // shell otherwise rounds them, which makes text a few pixels wider per line.
  '--font-render-hinting=none',
];
