/**
 * The home hero in a browser without WebGL: the static image stays, the scene's
 * chunk is never requested and nothing is thrown or shown. A file of its own because launch
 * options apply to the whole worker.
 */
import {test, expect, gotoHydrated} from './support/fixtures';
import {CHROMIUM_ARGS, findChromiumExecutable} from './support/browser';

test.use({
  launchOptions: {
    executablePath: findChromiumExecutable(),
    args: [...CHROMIUM_ARGS, '--disable-webgl', '--disable-3d-apis'],
  },
});

test('home hero keeps the static image, requests no scene and throws nothing', async ({page}) => {
  const scripts: string[] = [];
  await page.clock.install();
  await gotoHydrated(page, '/');
  expect(await page.evaluate(() => document.createElement('canvas').getContext('webgl'))).toBeNull();
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.clock.runFor(10_000);
  await expect(page.locator('[data-hero-scene]')).toHaveAttribute('data-hero-scene', 'static');
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(page.locator('[data-hero-scene] img')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(scripts).toEqual([]);
});
