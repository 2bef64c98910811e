/**
 * What may differ between engines, in Firefox (Debian's firefox-esr) and WebKit (WebKitGTK, Safari's
 * family), one browser per engine for the run: one page of each kind (they share their template)
 * and the not-found page loads, hydrates, logs no console error and does not scroll sideways at
 * 1280 and at 390 px (narrowed without a reload: the layout is media queries only); and the
 * emergency dialog, the search box and the phone menu work. The Chromium sweep checks the rest.
 */
import {test as base, expect} from '@playwright/test';
import {notFoundRoutes, pageKinds} from '../support/routes';
import {launchEngine, missingPackages, type EngineName, type EnginePage} from './support/engines';

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

const test = base.extend<{engine: EnginePage}, {launched: EnginePage | undefined}>({
  launched: [
    async ({}, use, workerInfo) => {
      const name = workerInfo.project.name as EngineName;
      const missing = missingPackages(name);
      if (missing.length > 0) {
        await use(undefined);
        return;
      }
      const page = await launchEngine(name, {webkitDriverPort: Number(process.env.E2E_WEBKIT_DRIVER_PORT ?? 4336)});
      await use(page);
      await page.close();
    },
    {scope: 'worker', timeout: 120_000},
  ],
  engine: async ({launched}, use, testInfo) => {
    const name = testInfo.project.name as EngineName;
    const missing = missingPackages(name);
    const reason = `${name} is not installed here (Debian packages: ${missing.join(', ')})`;
    // On CI (.ci/run installs both engines) a missing engine is a failure, never a skip.
    if (process.env.CI && missing.length > 0) {
      throw new Error(`The ${name} sweep cannot run: ${reason}.`);
    }
    testInfo.skip(!launched, reason);
    await launched!.takeConsoleErrors();
    await use(launched!);
  },
});

/** Waits until the page says so, or fails naming what it waited for. */
async function waitUntil(engine: EnginePage, what: string, condition: () => boolean, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await engine.evaluate(condition).catch(() => false))) {
    if (Date.now() > deadline) {
      throw new Error(`${engine.name}: ${what} (waited ${timeout / 1000} s)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';

/** Sideways scrolling, naming the element that sticks out furthest to the right. */
function horizontalOverflow(): string | null {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) {
    return null;
  }
  const widest = Array.from(document.body.querySelectorAll('*')).sort(
    (a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right,
  )[0];
  return `the page is ${root.scrollWidth} px wide and scrolls sideways (<${widest?.tagName.toLowerCase()} class="${widest?.className}">)`;
}

/** Layout settles after a resize within a frame or two; one more for scripts reacting to it. */
const nextFrames = () =>
  new Promise<boolean>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(true), 50))),
  );

const notFound = new Set(notFoundRoutes());
/** The console errors of a page; the not-found pages' own 404 status is their point. */
async function consoleErrors(engine: EnginePage, route: string): Promise<string[]> {
  const errors = await engine.takeConsoleErrors();
  return errors.filter((line) => !(notFound.has(route) && line.includes(route) && /status of 404/.test(line)));
}

for (const route of pageKinds()) {
  test(`${route}: a visitor's page loads and hydrates without a console error or sideways scrolling at 1280 and 390 px`, async ({
    engine,
    baseURL,
  }) => {
    await engine.setViewport(DESKTOP.width, DESKTOP.height);
    await engine.goto(`${baseURL}${route}`);
    await waitUntil(engine, `${route} did not hydrate`, hydrated);
    const problems: string[] = [];
    const desktop = await engine.evaluate(horizontalOverflow);
    if (desktop) {
      problems.push(`at ${DESKTOP.width} px ${desktop}`);
    }
    await engine.setViewport(PHONE.width, PHONE.height);
    await engine.evaluate(nextFrames);
    expect(await engine.evaluate(() => window.innerWidth), 'viewport width after narrowing').toBe(PHONE.width);
    const phone = await engine.evaluate(horizontalOverflow);
    if (phone) {
      problems.push(`at ${PHONE.width} px ${phone}`);
    }
    problems.push(...(await consoleErrors(engine, route)).map((line) => `console error: ${line}`));
    expect(problems, `${engine.name} on ${route}`).toEqual([]);
  });
}

test('a visitor opens the emergency dialog as a modal and closes it with Escape', async ({engine, baseURL}) => {
  await engine.setViewport(DESKTOP.width, DESKTOP.height);
  await engine.goto(`${baseURL}/about`);
  await waitUntil(engine, '/about did not hydrate', hydrated);
  // The header's one <button> drawn as a button: "Immediate Assistance".
  await engine.click('header button.button');
  await waitUntil(engine, 'the emergency dialog did not open as a modal', () => {
    const dialog = document.querySelector('dialog[open]');
    return Boolean(dialog?.matches(':modal') && dialog.textContent?.includes('Emergency IT Support'));
  });
  expect(
    await engine.evaluate(() => document.querySelector('dialog[open] a[href^="tel:"]')?.getAttribute('href')),
    `${engine.name}: the dialog's hotline link`,
  ).toMatch(/^tel:\+1\d{10},\d+$/);
  await engine.pressEscape();
  await waitUntil(engine, 'Escape did not close the emergency dialog', () => !document.querySelector('dialog[open]'));
  expect(
    await engine.evaluate(() => document.activeElement?.matches('header button.button') ?? false),
    `${engine.name}: focus back on the opener`,
  ).toBe(true);
  expect(await consoleErrors(engine, '/about'), `${engine.name}: console errors`).toEqual([]);
});

test('a visitor’s search box lists highlighted results while typing', async ({engine, baseURL}) => {
  await engine.setViewport(DESKTOP.width, DESKTOP.height);
  await engine.goto(`${baseURL}/about`);
  await waitUntil(engine, '/about did not hydrate', hydrated);
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
  expect(await consoleErrors(engine, '/about'), `${engine.name}: console errors`).toEqual([]);
});

test('a phone visitor opens the menu and follows a link in it', async ({engine, baseURL}) => {
  await engine.setViewport(PHONE.width, PHONE.height);
  await engine.goto(`${baseURL}/services`);
  await waitUntil(engine, '/services did not hydrate', hydrated);
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
  expect(await consoleErrors(engine, '/services'), `${engine.name}: console errors`).toEqual([]);
});
