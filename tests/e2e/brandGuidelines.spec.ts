/**
 * /brand-guidelines at both sizes: the six-box PIN gate, unlocking
 * by decryption, the remembered state, Logout, the collapsible sections, copy toasts, the
 * loading-animation demo and the downloads.
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
const SECTIONS = [
  'Brand Snapshot',
  'Logo Library',
  'Color Palette',
  'Typography',
  'Imagery & Iconography',
  'Loading Animations',
  'Call-to-Action Components',
  'Voice & Tone',
  'Contact & Versioning',
];

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('shows one message, the notice that the page needs JavaScript', async ({page}) => {
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

test.describe('brand guidelines gate', () => {
  test('has its page title, noindex and a locked gate with six labelled boxes', async ({page}) => {
    await openLocked(page);
    await expect(page).toHaveTitle('Brand Guidelines | Northbeam Technologies');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (let n = 1; n <= 6; n += 1) {
      await expect(box(page, n)).toHaveValue('');
    }
    await expect(page.getByRole('textbox', {name: /^Digit \d of 6$/})).toHaveCount(6);
    await expect(page.getByText('Enter all 6 digits to access')).toBeVisible();
    await expect(page.getByText('Contact the team if you need access')).toBeVisible();
    await expect(logoutButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Brand Snapshot'})).toHaveCount(0);
  });

  test('is clean for axe while locked', async ({page}) => {
    await openLocked(page);
    const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('accepts digits only, one per box, moving forward; Backspace on an empty box moves back', async ({page}) => {
    await openLocked(page);
    await box(page, 1).click();
    await page.keyboard.type('a');
    await expect(box(page, 1)).toHaveValue('');
    await expect(box(page, 1)).toBeFocused();
    await page.keyboard.type('2');
    await expect(box(page, 1)).toHaveValue('2');
    await expect(box(page, 2)).toBeFocused();
    await page.keyboard.type('x-4');
    await expect(box(page, 2)).toHaveValue('4');
    await expect(box(page, 3)).toBeFocused();
    await expect(box(page, 3)).toHaveValue('');
    // Empty box: Backspace moves back without clearing.
    await page.keyboard.press('Backspace');
    await expect(box(page, 2)).toBeFocused();
    await expect(box(page, 2)).toHaveValue('4');
    // Filled box: Backspace clears it and stays.
    await page.keyboard.press('Backspace');
    await expect(box(page, 2)).toHaveValue('');
    await expect(box(page, 2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(box(page, 1)).toBeFocused();
    await expect(box(page, 1)).toHaveValue('2');
  });

  test('retyping the digits a box already holds still moves forward and completes the PIN', async ({page}) => {
    await openLocked(page);
    await typePin(page, PIN.slice(0, 2));
    await box(page, 1).click();
    await page.keyboard.type(PIN.slice(0, 2));
    await expect(box(page, 1)).toHaveValue(PIN[0]!);
    await expect(box(page, 2)).toHaveValue(PIN[1]!);
    await expect(box(page, 3)).toBeFocused();
    await page.keyboard.type(PIN.slice(2));
    await expect(logoutButton(page)).toBeVisible();
  });

  test('a pasted code has its non-digits stripped and fills the boxes', async ({page}) => {
    await openLocked(page);
    await pasteInto(page, 1, 'ab1-2');
    await expect(box(page, 1)).toHaveValue('1');
    await expect(box(page, 2)).toHaveValue('2');
    await expect(box(page, 3)).toBeFocused();
    // A full code pasted into any box fills all six, then is checked.
    await pasteInto(page, 3, `PIN: ${WRONG_PIN.slice(0, 3)} ${WRONG_PIN.slice(3)}`);
    await expect(page.getByText('Incorrect PIN')).toBeVisible();
  });

  test('a wrong PIN shows the destructive toast, clears the boxes and focuses the first', async ({page}) => {
    await openLocked(page);
    await typePin(page, WRONG_PIN);
    const toast = page.locator('[data-sonner-toast]').filter({hasText: 'Incorrect PIN'});
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(toast).toContainText('Please check your PIN and try again.');
    for (let n = 1; n <= 6; n += 1) {
      await expect(box(page, n)).toHaveValue('');
    }
    await expect(box(page, 1)).toBeFocused();
    await expect(logoutButton(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('brandGuidelinesAccess'))).toBeNull();
  });

  test('the right PIN unlocks, survives a reload, and Logout locks again', async ({page}) => {
    await openLocked(page);
    await pasteInto(page, 1, PIN);
    const toast = page.locator('[data-sonner-toast]').filter({hasText: 'Access granted'});
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Welcome to the brand guidelines.');
    await expect(logoutButton(page)).toBeVisible();
    await expect(page.getByRole('textbox', {name: /^Digit/})).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('brandGuidelinesAccess'))).toBe('authenticated');
    expect(await page.evaluate(() => localStorage.getItem('brandGuidelinesKey'))).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    await page.reload();
    await expect(logoutButton(page)).toBeVisible();
    await expect(page.getByRole('region', {name: 'Brand Snapshot'})).toBeVisible();

    await logoutButton(page).click();
    await expect(box(page, 1)).toBeVisible();
    await expect(box(page, 1)).toHaveValue('');
    await expect(box(page, 1)).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('brandGuidelinesAccess'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('brandGuidelinesKey'))).toBeNull();
    await page.reload();
    await expect(box(page, 1)).toBeVisible();
  });

  test('stays unlocked in a new tab and after a browser restart until Logout', async ({page, context, browser}) => {
    await unlock(page);
    const tab = await context.newPage();
    await gotoHydrated(tab, PATH);
    await expect(logoutButton(tab)).toBeVisible();
    await tab.close();

    // A restart keeps localStorage: carry this profile's storage into a fresh context.
    const restarted = await browser.newContext({storageState: await context.storageState()});
    const afterRestart = await restarted.newPage();
    await gotoHydrated(afterRestart, PATH);
    await expect(logoutButton(afterRestart)).toBeVisible();
    await expect(afterRestart.getByRole('region', {name: 'Brand Snapshot'})).toBeVisible();
    await logoutButton(afterRestart).click();
    await expect(box(afterRestart, 1)).toBeVisible();
    expect(
      await afterRestart.evaluate(() => [
        localStorage.getItem('brandGuidelinesAccess'),
        localStorage.getItem('brandGuidelinesKey'),
      ]),
    ).toEqual([null, null]);
    await restarted.close();
  });

  test('a stored flag without a usable key asks for the PIN again', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('brandGuidelinesAccess', 'authenticated');
      localStorage.setItem('brandGuidelinesKey', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    });
    await gotoHydrated(page, PATH);
    await expect(box(page, 1)).toBeVisible();
    await expect(page.getByText('Enter the PIN once more to decrypt the guidelines.')).toBeVisible();
    await typePin(page, PIN);
    await expect(logoutButton(page)).toBeVisible();
  });
});

test.describe('unlocked brand guidelines', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});
  // Each test first derives the key (600,000 PBKDF2 iterations) and some walk through many
  // steps; on a loaded CI machine that can approach the default 60-second test timeout.
  test.slow();

  test('is clean for axe with every section open', async ({page}) => {
    await unlock(page);
    for (const name of SECTIONS.slice(1)) {
      await sectionButton(page, name).click();
    }
    await expect(page.getByRole('region', {name: 'Contact & Versioning'})).toBeVisible();
    const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).exclude('[data-sonner-toaster]').analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });

  test('sections toggle independently by keyboard; Brand Snapshot starts open', async ({page}) => {
    await unlock(page);
    for (const name of SECTIONS) {
      await expect(sectionButton(page, name)).toHaveAttribute(
        'aria-expanded',
        name === 'Brand Snapshot' ? 'true' : 'false',
      );
    }
    await expect(page.getByRole('region', {name: 'Brand Snapshot'})).toContainText('Northbeam Technologies');

    await sectionButton(page, 'Color Palette').focus();
    await page.keyboard.press('Enter');
    await expect(sectionButton(page, 'Color Palette')).toHaveAttribute('aria-expanded', 'true');
    const palette = page.getByRole('region', {name: 'Color Palette'});
    for (const hex of ['#370065', '#6C3FA6', '#FAFBFD', '#1A1F2E']) {
      await expect(palette).toContainText(hex);
    }
    await expect(page.getByRole('region', {name: 'Brand Snapshot'})).toBeVisible();

    await sectionButton(page, 'Brand Snapshot').focus();
    await page.keyboard.press('Space');
    await expect(sectionButton(page, 'Brand Snapshot')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', {name: 'Brand Snapshot'})).toBeHidden();
    await expect(palette).toBeVisible();

    await sectionButton(page, 'Logo Library').click();
    const logos = page.getByRole('region', {name: 'Logo Library'});
    await expect(logos).toContainText('32 px on every side');
    await expect(logos).toContainText('24 px');
    await sectionButton(page, 'Contact & Versioning').click();
    const contact = page.getByRole('region', {name: 'Contact & Versioning'});
    await expect(contact).toContainText('1.0');
    await expect(contact).toContainText('2024-01-15');
  });

  test('copy buttons put the value on the clipboard and confirm with a toast', async ({page}) => {
    await unlock(page);
    await sectionButton(page, 'Color Palette').click();
    await page.getByRole('button', {name: 'Copy #370065'}).click();
    const toast = page.locator('[data-sonner-toast]').filter({hasText: 'Copied to clipboard'});
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('#370065 has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#370065');

    await page.getByRole('button', {name: 'Copy name Signal Purple'}).click();
    await expect(page.getByText('Signal Purple has been copied to your clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Signal Purple');
  });

  test('loading animations: three sizes and a full-screen demo that fades and closes', async ({page}) => {
    await unlock(page);
    await sectionButton(page, 'Loading Animations').click();
    const region = page.getByRole('region', {name: 'Loading Animations'});
    for (const size of [128, 192, 256]) {
      const spinner = region.locator(`[data-size="${size}"]`);
      await expect(spinner).toBeVisible();
      expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/spin/);
      // Layout size (the rotation does not change it).
      expect(await spinner.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(size);
    }
    const open = page.getByRole('button', {name: 'View Full Screen'});
    const demo = page.getByRole('dialog', {name: 'Loading animation demo'});

    // Hold the fade while testing the manual ways out, so they never race the 3-second fade.
    const hold = await page.addStyleTag({
      content: '[data-testid="loading-demo"] { animation-play-state: paused !important; }',
    });

    // Close Demo: focus moves into the dialog and returns to the opener.
    await open.click();
    await expect(demo).toBeVisible();
    await expect(page.getByRole('button', {name: 'Close Demo'})).toBeFocused();
    expect(await demo.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('3s');
    expect(await demo.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/fade/);
    await page.getByRole('button', {name: 'Close Demo'}).click();
    await expect(demo).toHaveCount(0);
    await expect(open).toBeFocused();

    // Escape closes it too.
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

  test('Download Brand Kit downloads the logo archive; logos and the brand team are reachable', async ({page}) => {
    await unlock(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', {name: 'Download Brand Kit'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('northbeam-brand-kit.zip');
    const archive = readFileSync(await download.path());
    expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    for (const file of ['logo.svg', 'logo-mark.svg', 'logo-wordmark.svg', 'favicon-light.svg', 'favicon-dark.svg']) {
      expect(archive.includes(Buffer.from(`northbeam-brand-kit/${file}`))).toBe(true);
    }

    await expect(page.getByRole('link', {name: 'Contact Brand Team'})).toHaveAttribute(
      'href',
      /^mailto:hello@northbeam\.example\?subject=/,
    );

    await sectionButton(page, 'Logo Library').click();
    const links = page.getByRole('region', {name: 'Logo Library'}).getByRole('link', {name: /^Download SVG/});
    await expect(links).toHaveCount(5);
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text()).toContain('<svg');
    }
  });
});
