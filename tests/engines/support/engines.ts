/**
 * Firefox and WebKit for the engine sweep (tests/engines), both from Debian's packages, behind one
 * small interface: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi, and
 * WebKitGTK through webkit2gtk-driver's WebKitWebDriver (W3C WebDriver classic) under Xvfb, with
 * the bare browser beside this file. Playwright drives neither of these builds.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import puppeteer, {type Browser, type Page} from 'puppeteer-core';
import {KEYS, WebDriverSession} from './webdriver';

export type EngineName = 'firefox' | 'webkit';

/** What the sweep does with a page, the same in both engines. */
export interface EnginePage {
  readonly name: EngineName;
  /** Loads an address and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs a function in the page; its arguments and result travel as JSON. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Sets the viewport (the layout viewport, scroll bars included) to exactly this size. */
  setViewport(width: number, height: number): Promise<void>;
  /** A real pointer click on the first element the selector finds. */
  click(selector: string): Promise<void>;
  /** Real key presses into the first element the selector finds. */
  type(selector: string, text: string): Promise<void>;
  pressEscape(): Promise<void>;
  /**
   * The console errors since the last call, each as `address: message`: errors logged by the page
   * or by the engine itself (failed loads, Content-Security-Policy errors and violations),
   * and uncaught exceptions.
   */
  takeConsoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_BROWSER = path.join(__dirname, 'webkit-browser.py');
/** The Python that has Debian's GObject bindings (python3-gi), whatever python3 is first on PATH. */
const SYSTEM_PYTHON = '/usr/bin/python3';

const onPath = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;

/**
 * What is missing to run an engine here, as the Debian packages that bring it (.ci/run installs
 * them); empty when the engine can run.
 */
export function missingPackages(name: EngineName): string[] {
  return (missing[name] ??= findMissingPackages(name));
}
const missing: Partial<Record<EngineName, string[]>> = {};

function findMissingPackages(name: EngineName): string[] {
  if (name === 'firefox') {
    return existsSync(FIREFOX) ? [] : ['firefox-esr'];
  }
  const missing: string[] = [];
  if (!onPath('WebKitWebDriver')) {
    missing.push('webkit2gtk-driver');
  }
  if (!onPath('xvfb-run')) {
    missing.push('xvfb');
  }
  const bindings = spawnSync(SYSTEM_PYTHON, [
    '-c',
    "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1')",
  ]);
  if (bindings.status !== 0) {
    missing.push('python3-gi', 'gir1.2-webkit2-4.1');
  }
  return missing;
}

export function launchEngine(name: EngineName, options: {webkitDriverPort: number}): Promise<EnginePage> {
  return name === 'firefox' ? launchFirefox() : launchWebKit(options.webkitDriverPort);
}

async function launchFirefox(): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Overlay scroll bars, as on a phone and in the other engines' headless runs: the width
    // checked is the whole viewport.
    extraPrefsFirefox: {'ui.useOverlayScrollbars': 1},
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`${message.location().url ?? page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${String(error)}`));
  // WebDriver BiDi reports the console and exceptions, not what the Content-Security-Policy
  // blocked: the page reports that to the console itself (a preload script, outside the CSP).
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  // The arguments and the result travel as JSON, as in WebDriver: no element handles.
  async function evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>> {
    return (await page.evaluate(fn as (...params: unknown[]) => unknown, ...args)) as Awaited<Result>;
  }
  return {
    name: 'firefox',
    goto: async (url) => {
      await page.goto(url, {waitUntil: 'load'});
    },
    evaluate,
    setViewport: (width, height) => page.setViewport({width, height}),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    pressEscape: () => page.keyboard.press('Escape'),
    takeConsoleErrors: async () => {
      const taken = errors;
      errors = [];
      return taken;
    },
    close: () => browser.close(),
  };
}

/**
 * A WebKit console line of level error (`CONSOLE ERROR`, `CONSOLE JS ERROR`, `CONSOLE SECURITY
 * ERROR`…), after the address and position of its source when it has one (a policy read from
 * the response's headers has none).
 */
const WEBKIT_CONSOLE_ERROR = /^(?:(.*?): )?CONSOLE (?:[A-Z]+ )?ERROR (.*)$/;

async function launchWebKit(port: number): Promise<EnginePage> {
  // The browser prints the console on the standard error it inherits from the driver, read here
  // line by line. Its own process group, so that closing ends Xvfb, the driver and the browser
  // together.
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  let errors: string[] = [];
  driver.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const lines = output.split('\n');
    output = lines.pop() ?? '';
    for (const line of lines) {
      const match = WEBKIT_CONSOLE_ERROR.exec(line);
      if (match) {
        errors.push(`${match[1] ?? '(no address)'}: ${match[2]}`);
      }
    }
  });
  const data = mkdtempSync(path.join(tmpdir(), 'webkit-sweep-'));
  const stopDriver = () => {
    if (driver.pid !== undefined && driver.exitCode === null) {
      process.kill(-driver.pid, 'SIGTERM');
    }
    rmSync(data, {recursive: true, force: true});
  };
  const origin = `http://127.0.0.1:${port}`;
  let session: WebDriverSession;
  try {
    await waitForDriver(origin);
    session = await WebDriverSession.create(origin, {
      'webkitgtk:browserOptions': {binary: WEBKIT_BROWSER, args: ['--automation', `--data-dir=${data}`]},
    });
  } catch (error) {
    stopDriver();
    throw error;
  }
  return {
    name: 'webkit',
    goto: (url) => session.navigate(url),
    evaluate: (fn, ...args) => session.execute(fn, ...args),
    setViewport: (width, height) => session.setWindowSize(width, height),
    click: (selector) => session.click(selector),
    type: (selector, text) => session.type(selector, text),
    pressEscape: () => session.press(KEYS.escape),
    takeConsoleErrors: async () => {
      const taken = errors;
      errors = [];
      return taken;
    },
    close: async () => {
      try {
        await session.delete();
      } finally {
        stopDriver();
      }
    },
  };
}

async function waitForDriver(origin: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/status`);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer at ${origin} within 30 s`);
}
