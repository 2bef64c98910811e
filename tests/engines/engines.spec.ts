/**
 * What may differ between engines, in Firefox (firefox-esr) and WebKit (WebKitGTK, Safari's family):
 * one page of each kind and the not-found page hydrate, log no console error and do not scroll
 * sideways at 1280 and 390 px (narrowed without a reload: the layout is media queries only); the
 * emergency dialog, the search box and the phone menu work. The Chromium sweep checks the rest.
 */
import {test as base, expect} from '@playwright/test';
import {pageKinds} from '../support/routes';
import {launchEngine, missingPackages, type EngineName, type EnginePage} from './support/engines';

const DESKTOP = [1280, 800] as const;
const PHONE = [390, 844] as const;

const test = base.extend<{engine: EnginePage}, {launched: {page?: EnginePage; missing: string[]}}>({
  launched: [
    async ({}, use, workerInfo) => {
      const name = workerInfo.project.name as EngineName;
      const missing = missingPackages(name);
      const port = Number(process.env.E2E_WEBKIT_DRIVER_PORT ?? 4336);
      const page = missing.length > 0 ? undefined : await launchEngine(name, port);
      await use({page, missing});
      await page?.close();
    },
    {scope: 'worker', timeout: 120_000},
  ],
  // Every test ends without a console error; the not-found page's own 404 status is its point.
  engine: async ({launched: {page, missing}}, use, testInfo) => {
    const reason = `${testInfo.project.name} is not installed here (Debian packages: ${missing.join(', ')})`;
    // On CI (.ci/run installs both engines) a missing engine is a failure, never a skip.
    if (process.env.CI && !page) {
      throw new Error(`The engine checks cannot run: ${reason}.`);
    }
    testInfo.skip(!page, reason);
    await page!.takeConsoleErrors();
    await use(page!);
    const errors = await page!.takeConsoleErrors();
    expect(
      errors.filter((line) => !/no-such-page.*status of 404/.test(line)),
      'console errors',
    ).toEqual([]);
  },
});

/** Waits until the page says so, or fails naming what it waited for. */
async function waitUntil(engine: EnginePage, what: string, condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 30_000; !(await engine.evaluate(condition).catch(() => false));) {
    if (Date.now() > deadline) {
      throw new Error(`${what} (waited 30 s)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function open(engine: EnginePage, url: string, [width, height]: readonly [number, number]): Promise<void> {
  await engine.setViewport(width, height);
  await engine.goto(url);
  await waitUntil(engine, `${url} did not hydrate`, () => document.documentElement.dataset.hasHydrated === 'true');
}

/** How far the page scrolls sideways, and the viewport's width, once layout has settled after a resize. */
const widths = () =>
  new Promise<number[]>((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const root = document.documentElement;
        resolve([root.scrollWidth - root.clientWidth, window.innerWidth]);
      }, 50),
    ),
  );

for (const route of pageKinds()) {
  test(`${route}: a visitor's page hydrates without a console error or sideways scrolling at 1280 and 390 px`, async ({
    engine,
    baseURL,
  }) => {
    await open(engine, `${baseURL}${route}`, DESKTOP);
    const [desktop] = await engine.evaluate(widths);
    await engine.setViewport(...PHONE);
    const [phone, viewport] = await engine.evaluate(widths);
    expect([desktop, phone, viewport], 'sideways scrolling at 1280 and 390 px, then the viewport').toEqual([0, 0, 390]);
  });
}

test('a visitor opens the emergency dialog as a modal and closes it with Escape', async ({engine, baseURL}) => {
  await open(engine, `${baseURL}/about`, DESKTOP);
  // The header's one <button> drawn as a button: "Immediate Assistance".
  await engine.click('header button.button');
  await waitUntil(engine, 'the emergency dialog did not open as a modal with a hotline link', () =>
    Boolean(document.querySelector('dialog[open]:modal a[href^="tel:+1"]')),
  );
  await engine.pressEscape();
  await waitUntil(engine, 'Escape did not close the dialog and focus its opener', () =>
    Boolean(!document.querySelector('dialog[open]') && document.activeElement?.matches('header button.button')),
  );
});

test('a visitor’s search box lists highlighted results while typing', async ({engine, baseURL}) => {
  await open(engine, `${baseURL}/about`, DESKTOP);
  const box = 'header input[role="combobox"]';
  await engine.click(box);
  await engine.type(box, 'security');
  // Results follow each key press: wait for those of the whole word, its matches marked.
  await waitUntil(engine, 'no result listed with "security" highlighted', () =>
    Array.from(document.querySelectorAll('[data-testid="search-panel"]:not([hidden]) [role="option"] mark')).some(
      (mark) => mark.textContent?.toLowerCase() === 'security',
    ),
  );
  await engine.pressEscape();
  await waitUntil(engine, 'Escape did not close the search panel', () =>
    Boolean(document.querySelector('[data-testid="search-panel"][hidden]')),
  );
});

test('a phone visitor opens the menu and follows a link in it', async ({engine, baseURL}) => {
  await open(engine, `${baseURL}/services`, PHONE);
  await engine.click('button[aria-label="Open menu"]');
  const aboutLink = 'nav[aria-label="Mobile"] a[href="/about"]';
  await waitUntil(engine, 'the phone menu did not open', () =>
    Boolean(document.querySelector<HTMLElement>('nav[aria-label="Mobile"] a[href="/about"]')?.offsetParent),
  );
  await engine.click(aboutLink);
  await waitUntil(
    engine,
    'the menu link did not lead to /about with the menu closed',
    () =>
      window.location.pathname === '/about' &&
      document.querySelector('button[aria-label="Open menu"]')?.getAttribute('aria-expanded') === 'false',
  );
});
