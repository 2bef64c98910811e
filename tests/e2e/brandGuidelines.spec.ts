/**
 * /brand-guidelines, for the owner's team: the six-box PIN gate, unlocking by decryption, the
 * remembered state and Logout, then the sections, copy buttons, loading demo and downloads.
 */
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './support/fixtures';
import {buildBrandPin} from '../support/brandPin';

const PATH = '/brand-guidelines';
let PIN = '';
let WRONG_PIN = '';
// Read in a hook, not at load: without BRAND_PIN these tests fail with the reason, and the
// other files still run.
test.beforeAll(() => {
  PIN = buildBrandPin();
  WRONG_PIN = PIN === '000000' ? '111111' : '000000';
});
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a visitor is told, once, that the page needs JavaScript', async ({page}) => {
    await page.goto(PATH);
    await expect(page.locator('[data-gate-state] p:visible')).toHaveCount(1);
  });
});

const box = (page: Page, n: number) => page.getByRole('textbox', {name: `Digit ${n} of 6`});
const logoutButton = (page: Page) => page.getByRole('button', {name: 'Logout'});
const sectionButton = (page: Page, name: string) => page.getByRole('button', {name, exact: true});

async function openLocked(page: Page): Promise<void> {
  await gotoHydrated(page, PATH);
  await expect(box(page, 1)).toBeVisible();
}

async function typePin(page: Page, pin: string): Promise<void> {
  await box(page, 1).click();
  await page.keyboard.type(pin);
}

async function unlock(page: Page): Promise<void> {
  await openLocked(page);
  await typePin(page, PIN);
  await expect(logoutButton(page)).toBeVisible();
}

async function pasteInto(page: Page, n: number, text: string): Promise<void> {
  await box(page, n).evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
}

const storedAccess = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('brandGuidelinesAccess'), localStorage.getItem('brandGuidelinesKey')]);

test.describe('the PIN gate for the owner’s team', () => {
  test('the boxes take digits only, one each, moving forward; Backspace on an empty box moves back', async ({page}) => {
    await openLocked(page);
    await expect(page.getByRole('textbox', {name: /^Digit \d of 6$/})).toHaveCount(6);
    await box(page, 1).click();
    await page.keyboard.type('a');
    await expect(box(page, 1)).toHaveValue('');
    await expect(box(page, 1)).toBeFocused();
    await page.keyboard.type('2');
    await expect(box(page, 2)).toBeFocused();
    await page.keyboard.type('x-4');
    await expect(box(page, 2)).toHaveValue('4');
    await expect(box(page, 3)).toBeFocused();
    // Empty box: Backspace moves back without clearing; filled box: it clears and stays.
    await page.keyboard.press('Backspace');
    await expect(box(page, 2)).toBeFocused();
    await expect(box(page, 2)).toHaveValue('4');
    await page.keyboard.press('Backspace');
    await expect(box(page, 2)).toHaveValue('');
    await expect(box(page, 2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(box(page, 1)).toBeFocused();
    await expect(box(page, 1)).toHaveValue('2');
  });

  test('retyping the digits a box already holds still moves forward and unlocks', async ({page}) => {
    await openLocked(page);
    await typePin(page, PIN.slice(0, 2));
    await box(page, 1).click();
    await page.keyboard.type(PIN.slice(0, 2));
    await expect(box(page, 3)).toBeFocused();
    await page.keyboard.type(PIN.slice(2));
    await expect(logoutButton(page)).toBeVisible();
  });

  test('a pasted code loses its non-digits and fills the boxes; a wrong one is refused and cleared', async ({page}) => {
    await openLocked(page);
    await pasteInto(page, 1, 'ab1-2');
    await expect(box(page, 1)).toHaveValue('1');
    await expect(box(page, 2)).toHaveValue('2');
    await expect(box(page, 3)).toBeFocused();
    // A full code pasted into any box fills all six, then is checked.
    await pasteInto(page, 3, `PIN: ${WRONG_PIN.slice(0, 3)} ${WRONG_PIN.slice(3)}`);
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    for (let n = 1; n <= 6; n += 1) {
      await expect(box(page, n)).toHaveValue('');
    }
    await expect(box(page, 1)).toBeFocused();
    await expect(logoutButton(page)).toHaveCount(0);
    expect(await storedAccess(page)).toEqual([null, null]);
  });

  test('the right PIN unlocks across reloads, tabs and restarts until Logout', async ({page, context, browser}) => {
    await openLocked(page);
    await pasteInto(page, 1, PIN);
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
    await expect(logoutButton(page)).toBeVisible();
    const [access, key] = await storedAccess(page);
    expect(access).toBe('authenticated');
    expect(key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    await page.reload();
    await expect(logoutButton(page)).toBeVisible();
    const tab = await context.newPage();
    await gotoHydrated(tab, PATH);
    await expect(logoutButton(tab)).toBeVisible();
    await tab.close();
    // A restart keeps localStorage: this profile's storage in a fresh context.
    const restarted = await browser.newContext({storageState: await context.storageState()});
    const afterRestart = await restarted.newPage();
    await gotoHydrated(afterRestart, PATH);
    await logoutButton(afterRestart).click();
    await expect(box(afterRestart, 1)).toBeFocused();
    expect(await storedAccess(afterRestart)).toEqual([null, null]);
    await afterRestart.reload();
    await expect(box(afterRestart, 1)).toBeVisible();
    await restarted.close();
  });

  test('a stored flag without a usable key asks for the PIN again', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('brandGuidelinesAccess', 'authenticated');
      localStorage.setItem('brandGuidelinesKey', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    });
    await gotoHydrated(page, PATH);
    await expect(box(page, 1)).toBeVisible();
    await typePin(page, PIN);
    await expect(logoutButton(page)).toBeVisible();
  });
});

test.describe('the unlocked guidelines', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});
  // Each test first derives the key (600,000 PBKDF2 iterations): slow on a loaded machine.
  test.slow();

  test('a reader opens and closes each section by keyboard, one first open, and meets no axe violation', async ({
    page,
  }) => {
    await unlock(page);
    const sections = page.getByRole('main').locator('button[aria-expanded][aria-controls]');
    await expect(sections.first()).toHaveAttribute('aria-expanded', 'true');
    const count = await sections.count();
    expect(count).toBeGreaterThan(2);
    for (let index = 1; index < count; index += 1) {
      await expect(sections.nth(index)).toHaveAttribute('aria-expanded', 'false');
      await sections.nth(index).focus();
      await page.keyboard.press(index % 2 ? 'Enter' : 'Space');
      await expect(sections.nth(index)).toHaveAttribute('aria-expanded', 'true');
    }
    const first = page.locator(`#${await sections.first().getAttribute('aria-controls')}`);
    await sections.first().focus();
    await page.keyboard.press('Space');
    await expect(first).toBeHidden();
    await page.keyboard.press('Space');
    const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).exclude('[data-sonner-toaster]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a copy button puts its value on the clipboard and confirms with a toast', async ({page}) => {
    await unlock(page);
    await sectionButton(page, 'Color Palette').click();
    await page.getByRole('button', {name: 'Copy #370065'}).click();
    await expect(page.locator('[data-sonner-toast][data-type="success"]').last()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#370065');
  });

  test('the loading demo fills the screen, closes by button, Escape or by itself, and returns focus', async ({
    page,
  }) => {
    await unlock(page);
    await sectionButton(page, 'Loading Animations').click();
    const open = page.getByRole('button', {name: 'View Full Screen'});
    const demo = page.getByRole('dialog', {name: 'Loading animation demo'});
    // Hold the fade while testing the manual ways out, so they never race the 3-second fade.
    const hold = await page.addStyleTag({
      content: '[data-testid="loading-demo"] { animation-play-state: paused !important; }',
    });
    await open.click();
    await expect(page.getByRole('button', {name: 'Close Demo'})).toBeFocused();
    await page.getByRole('button', {name: 'Close Demo'}).click();
    await expect(demo).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await expect(demo).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(demo).toHaveCount(0);
    // Left alone, it fades out and closes by itself.
    await open.click();
    await expect(demo).toBeVisible();
    await hold.evaluate((style) => (style as HTMLStyleElement).remove());
    await expect(demo).toHaveCount(0, {timeout: 15_000});
    await expect(open).toBeFocused();
  });

  test('a reader downloads the brand kit archive and each logo', async ({page}) => {
    await unlock(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', {name: 'Download Brand Kit'}).click(),
    ]);
    const archive = readFileSync(await download.path());
    expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(archive.includes(Buffer.from('northbeam-brand-kit/logo.svg'))).toBe(true);
    await sectionButton(page, 'Logo Library').click();
    const links = page.getByRole('region', {name: 'Logo Library'}).getByRole('link', {name: /^Download SVG/});
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text()).toContain('<svg');
    }
  });
});
