/**
 * Firefox and WebKit from Debian's packages (Playwright's own builds cannot be installed offline):
 * firefox-esr through puppeteer-core over WebDriver BiDi, and WebKitGTK through WebKitWebDriver
 * (W3C WebDriver) under Xvfb, with the bare browser beside this file.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createInterface} from 'node:readline';
import puppeteer from 'puppeteer-core';

export type EngineName = 'firefox' | 'webkit';

/** What the checks do with a page, the same in both engines; arguments and results travel as JSON. */
export interface EnginePage {
  goto(url: string): Promise<void>;
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  setViewport(width: number, height: number): Promise<void>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  pressEscape(): Promise<void>;
  /** Console errors (Content-Security-Policy violations included) and uncaught exceptions since the last call. */
  takeConsoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The Debian packages missing to run an engine here (.ci/run installs them). */
export function missingPackages(name: EngineName): string[] {
  if (name === 'firefox') {
    return existsSync(FIREFOX) ? [] : ['firefox-esr'];
  }
  const runs = (command: string) => spawnSync('sh', ['-c', command]).status === 0;
  return [
    runs('command -v WebKitWebDriver') ? [] : ['webkit2gtk-driver'],
    runs('command -v xvfb-run') ? [] : ['xvfb'],
    runs(`/usr/bin/python3 -c "import gi; gi.require_version('WebKit2', '4.1')"`)
      ? []
      : ['python3-gi', 'gir1.2-webkit2-4.1'],
  ].flat();
}

export function launchEngine(name: EngineName, webkitDriverPort: number): Promise<EnginePage> {
  return name === 'firefox' ? launchFirefox() : launchWebKit(webkitDriverPort);
}

async function launchFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Overlay scroll bars, as on a phone: the width checked is the whole viewport.
    extraPrefsFirefox: {'ui.useOverlayScrollbars': 1},
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`${message.location().url ?? page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${String(error)}`));
  // BiDi does not report what the Content-Security-Policy blocked: the page logs it (a preload script).
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  return {
    goto: async (url) => void (await page.goto(url, {waitUntil: 'load'})),
    evaluate: (fn, ...args) => page.evaluate(fn as (...params: unknown[]) => unknown, ...args) as never,
    setViewport: (width, height) => page.setViewport({width, height}),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    pressEscape: () => page.keyboard.press('Escape'),
    takeConsoleErrors: async () => errors.splice(0),
    close: () => browser.close(),
  };
}

/** A WebKit console line of level error (`CONSOLE ERROR`, `CONSOLE SECURITY ERROR`…), after its source's address. */
const WEBKIT_CONSOLE_ERROR = /^(?:(.*?): )?CONSOLE (?:[A-Z]+ )?ERROR (.*)$/;
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
const ESCAPE = '\uE00C';

async function launchWebKit(port: number): Promise<EnginePage> {
  // The browser prints its console on the driver's standard error. Its own process group, so that
  // closing ends Xvfb, the driver and the browser together.
  const xvfb = ['-a', '-s', '-screen 0 1600x1200x24'];
  const driver = spawn('xvfb-run', [...xvfb, 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  createInterface({input: driver.stderr!}).on('line', (line) => {
    const match = WEBKIT_CONSOLE_ERROR.exec(line);
    if (match) {
      errors.push(`${match[1] ?? '(no address)'}: ${match[2]}`);
    }
  });
  const data = mkdtempSync(path.join(tmpdir(), 'webkit-engine-'));
  const stop = () => {
    process.kill(-driver.pid!, 'SIGTERM');
    rmSync(data, {recursive: true, force: true});
  };
  const origin = `http://127.0.0.1:${port}`;
  async function send<T>(method: string, address: string, body?: unknown): Promise<T> {
    const headers = {'content-type': 'application/json'};
    const response = await fetch(`${origin}${address}`, {method, headers, body: JSON.stringify(body ?? {})});
    const {value} = (await response.json()) as {value: T & {error?: string; message?: string}};
    if (!response.ok) {
      throw new Error(`WebDriver ${method} ${address}: ${value.error}: ${value.message}`);
    }
    return value;
  }
  let id: string;
  try {
    for (
      let tries = 0;
      !(await fetch(`${origin}/status`).then(
        (r) => r.ok,
        () => false,
      ));
      tries += 1
    ) {
      if (tries > 150) {
        throw new Error(`WebKitWebDriver did not answer at ${origin}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const browserOptions = {
      binary: path.join(__dirname, 'webkit-browser.py'),
      args: ['--automation', `--data-dir=${data}`],
    };
    const capabilities = {alwaysMatch: {'webkitgtk:browserOptions': browserOptions}};
    ({sessionId: id} = await send<{sessionId: string}>('POST', '/session', {capabilities}));
  } catch (error) {
    stop();
    throw error;
  }
  const command = <T>(method: string, address: string, body?: unknown) =>
    send<T>(method, `/session/${id}${address}`, body);
  const element = async (selector: string) =>
    (await command<Record<string, string>>('POST', '/element', {using: 'css selector', value: selector}))[ELEMENT_KEY];
  const keys = [ESCAPE].flatMap((value) => [
    {type: 'keyDown', value},
    {type: 'keyUp', value},
  ]);
  return {
    goto: (url) => command('POST', '/url', {url}),
    evaluate: (fn, ...args) =>
      command('POST', '/execute/sync', {script: `return (${fn}).apply(null, arguments);`, args}),
    setViewport: (width, height) => command('POST', '/window/rect', {width, height}),
    click: async (selector) => command('POST', `/element/${await element(selector)}/click`, {}),
    type: async (selector, text) => command('POST', `/element/${await element(selector)}/value`, {text}),
    pressEscape: () => command('POST', '/actions', {actions: [{type: 'key', id: 'keyboard', actions: keys}]}),
    takeConsoleErrors: async () => errors.splice(0),
    close: () => command<void>('DELETE', '').finally(stop),
  };
}
