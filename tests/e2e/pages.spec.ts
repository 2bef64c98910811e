/**
 * What the content pages do in a browser beyond what the sweep checks on every page: the home
 * hero's late 3D scene and random call to action, redirects a visitor follows, tables of contents,
 * vendor marks and the favicon pages. Their texts come from the content and are checked nowhere.
 */
import {test, expect, gotoHydrated, isPhone} from './support/fixtures';
import {callToActionVariants} from '../../src/data/callToActions';

test.describe('home', () => {
  test('the visitor sees the hero below the header, its image fetched first', async ({page}) => {
    await gotoHydrated(page, '/');
    expect((await page.getByRole('heading', {level: 1}).boundingBox())!.y).toBeGreaterThan(72);
    // The static image is the page's largest paint: fetched first.
    await expect(page.locator('[data-hero-scene] img')).toHaveAttribute('fetchpriority', 'high');
  });

  test('the visitor’s "View All" buttons share one look and one height', async ({page}) => {
    await gotoHydrated(page, '/');
    const looks = await page
      .getByRole('main')
      .getByRole('link', {name: /^View All /})
      .evaluateAll((links) =>
        links.map((link) => {
          const style = getComputedStyle(link);
          const properties = ['background-color', 'color', 'border-top-width', 'border-top-left-radius', 'font-size'];
          return [
            ...properties.map((name) => style.getPropertyValue(name)),
            style.fontWeight,
            style.paddingTop,
            style.paddingLeft,
            style.textDecorationLine,
            Math.round(link.getBoundingClientRect().height),
          ].join('; ');
        }),
      );
    expect(looks.length).toBeGreaterThan(1);
    expect(new Set(looks).size).toBe(1);
  });

  test('a visitor gets the first call to action in the HTML and a random one once hydrated', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(new RegExp(`data-variant="?${callToActionVariants[0]!.id}"?[ >]`));
    await page.addInitScript(() => {
      Math.random = () => 0.99;
    });
    await gotoHydrated(page, '/');
    await expect(page.locator('[data-variant]')).toHaveAttribute('data-variant', callToActionVariants.at(-1)!.id);
  });

  test('a visitor gets the 3D scene only after 5 seconds, as a chunk of its own', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.clock.install();
    await gotoHydrated(page, '/');
    const scene = page.locator('[data-hero-scene]');
    await expect(scene).toHaveAttribute('data-hero-scene', 'static');
    const firstLoad = scripts.length;
    await page.clock.runFor(5_000);
    // Headless Chromium offers software WebGL (SwiftShader) here, so the scene mounts.
    await expect(scene).toHaveAttribute('data-hero-scene', 'active');
    await expect(page.getByTestId('hero-scene-canvas')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(firstLoad);
    await expect(scene.locator('img')).toBeVisible();
  });

  test.describe('when the scene chunk fails to load', () => {
    test.use({failOnConsoleErrors: false});
    test('the visitor keeps the static image and sees no message', async ({page, consoleErrors}) => {
      await page.clock.install();
      await gotoHydrated(page, '/');
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.clock.runFor(5_000);
      await expect(page.locator('[data-hero-scene]')).toHaveAttribute('data-hero-scene', 'static');
      await expect(page.locator('canvas')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    });
  });
});

test.describe('redirects a visitor follows', {tag: '@any-size'}, () => {
  test('a client-side link to an old service address lands on its page', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.evaluate(() => window.history.pushState({}, '', '/services/cybersecurity'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page).toHaveURL(/\/services\/cybersecurity-services$/);
  });

  test('/schedule takes the visitor to the contact form', async ({page}) => {
    await page.goto('/schedule');
    await expect(page).toHaveURL(/\/contact#schedule$/);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});
    test('the redirect pages still move the visitor on', async ({page}) => {
      await page.goto('/services/cloud-solutions');
      await expect(page).toHaveURL(/\/services\/cloud-hosting-services$/);
      await page.goto('/schedule');
      await expect(page).toHaveURL(/\/contact#schedule$/);
    });
  });
});

test('link cards underline only the link’s name for the visitor, never its description', async ({page}) => {
  for (const route of ['/', '/useful-links']) {
    await gotoHydrated(page, route);
    const styles = await page
      .locator('main a.site-link-card')
      .evaluateAll((links) =>
        links.map((link) => [
          getComputedStyle(link).textDecorationLine,
          getComputedStyle(link.querySelector('.site-link-card__name')!).textDecorationLine,
        ]),
      );
    expect(styles.length, route).toBeGreaterThan(0);
    expect(new Set(styles.map(String)), route).toEqual(new Set(['none,underline']));
  }
});

for (const route of ['/terms-and-conditions', '/privacy-policy']) {
  test(`${route}: a reader finds a table of contents with every section (a menu on phones)`, async ({page}) => {
    await gotoHydrated(page, route);
    const sections = await page.locator('main h2').count();
    expect(sections).toBeGreaterThan(10);
    const toc = page.getByRole('navigation', {name: 'Table of contents'});
    if (isPhone(page)) {
      await toc.getByText('Contents').click();
      await expect(toc.locator('a[href^="#"]')).toHaveCount(sections);
    } else {
      await expect(toc).toBeHidden();
      await expect(page.locator('.table-of-contents a[href^="#"]:visible')).toHaveCount(sections);
    }
  });
}

test('the visitor sees each hardware partner as its vendor mark, in its proportions and the text colour', async ({
  page,
}) => {
  await gotoHydrated(page, '/services/hardware-procurement');
  const marks = await page.locator('main a[target="_blank"] svg[role="img"]').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = svg.getBoundingClientRect();
      const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
      const sameColour = getComputedStyle(svg).color === getComputedStyle(svg.closest('a')!).color;
      return {ratio: Math.abs(box.width / box.height - width! / height!) < 0.05, sameColour};
    }),
  );
  expect(marks.length).toBeGreaterThan(0);
  expect(new Set(marks.map((mark) => JSON.stringify(mark)))).toEqual(new Set(['{"ratio":true,"sameColour":true}']));
});

test.describe('favicon pages for the owner', {tag: '@any-size'}, () => {
  for (const variant of ['light', 'dark']) {
    test(`/favicon-${variant} shows the favicon and a 1200x630 sharing card that fits the screen`, async ({page}) => {
      await gotoHydrated(page, `/favicon-${variant}`);
      await expect
        .poll(() =>
          page
            .locator('main img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      const box = (await page.getByTestId('og-card').boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(Math.abs(box.width / box.height - 1200 / 630)).toBeLessThan(0.01);
    });
  }

  test('the title and description in the address are only logged, never sent anywhere', async ({page}) => {
    const infos: string[] = [];
    page.on('console', (message) => message.type() === 'info' && infos.push(message.text()));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, '/favicon/dark?title=Quarterly%20Update&description=Hello');
    await expect.poll(() => infos.join('\n')).toContain('query parameters');
    expect(requests.filter((url) => url.includes('Quarterly'))).toEqual([requests[0]]);
  });

  test.describe('image error', () => {
    test.use({failOnConsoleErrors: false});
    test('the owner is told when the favicon fails to load', async ({page}) => {
      await page.route('**/img/favicon-light.svg', (route) => route.abort());
      await gotoHydrated(page, '/favicon-light');
      await expect(page.getByRole('alert')).toBeVisible();
    });
  });
});
