/**
 * The few W3C WebDriver (classic) commands the WebKit sweep sends to WebKitWebDriver: a typed
 * `fetch` client rather than a WebDriver package, because the sweep needs eight endpoints and a
 * client library would bring its own browser management and dozens of dependencies for them.
 */

/** The key under which WebDriver names an element in JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementReference {
  [ELEMENT_KEY]: string;
}

/** Keys of the WebDriver key table that the sweep presses. */
export const KEYS = {escape: '\uE00C'} as const;

interface WebDriverError {
  error: string;
  message: string;
}

export class WebDriverSession {
  private constructor(
    private readonly origin: string,
    readonly id: string,
  ) {}

  static async create(origin: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const {sessionId} = await send<{sessionId: string}>(origin, 'POST', '/session', {
      capabilities: {alwaysMatch: capabilities},
    });
    return new WebDriverSession(origin, sessionId);
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(this.origin, method, `/session/${this.id}${path}`, body);
  }

  /** Loads an address and waits for its load event (the session's default page load strategy). */
  navigate(url: string): Promise<void> {
    return this.command('POST', '/url', {url});
  }

  /** Runs a function in the page, its arguments and result passed as JSON. */
  execute<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    return this.command('POST', '/execute/sync', {script: `return (${fn.toString()}).apply(null, arguments);`, args});
  }

  setWindowSize(width: number, height: number): Promise<void> {
    return this.command('POST', '/window/rect', {width, height});
  }

  findElement(selector: string): Promise<ElementReference> {
    return this.command('POST', '/element', {using: 'css selector', value: selector});
  }

  /** A real click at the element's centre, after scrolling it into view. */
  async click(selector: string): Promise<void> {
    const element = await this.findElement(selector);
    await this.command('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  /** Types into the element, which takes the focus first. */
  async type(selector: string, text: string): Promise<void> {
    const element = await this.findElement(selector);
    await this.command('POST', `/element/${element[ELEMENT_KEY]}/value`, {text});
  }

  /** Presses and releases one key on whatever has the focus. */
  async press(key: string): Promise<void> {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            {type: 'keyDown', value: key},
            {type: 'keyUp', value: key},
          ],
        },
      ],
    });
    await this.command('DELETE', '/actions');
  }

  async delete(): Promise<void> {
    await this.command('DELETE', '');
  }
}

async function send<T>(origin: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? undefined : {'content-type': 'application/json; charset=utf-8'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const {value} = (await response.json()) as {value: T | WebDriverError};
  if (!response.ok) {
    const {error, message} = value as WebDriverError;
    throw new Error(`WebDriver ${method} ${path}: ${error}: ${message}`);
  }
  return value as T;
}
