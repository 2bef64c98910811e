/**
 * The header as a visitor uses it: menus by mouse and keyboard, the phone menu, the transparent
 * home header, and the emergency dialog.
 */
import {test, expect, gotoHydrated, isPhone, waitForRouteSettled} from './support/fixtures';

test.describe('desktop header', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1024, 'desktop only');

  test('the visitor sees where they are: home only on /, a parent through its pages', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const active = nav.locator(':scope > ul > li > a[class*="active"]');
    await expect(active).toHaveAttribute('href', '/resources');
    await gotoHydrated(page, '/');
    await expect(active).toHaveAttribute('href', '/');
  });

  test('a visitor opens a menu by hovering its parent, and it closes when the mouse leaves', async ({page}) => {
    await gotoHydrated(page, '/about');
    const item = page.getByRole('navigation', {name: 'Main'}).locator('li:has(> ul)').first();
    const [parent, child] = [item.locator(':scope > a'), item.locator('ul a').first()];
    await expect(child).toBeHidden();
    await parent.hover();
    await expect(child).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(child).toBeHidden();
  });

  test('a keyboard user opens a menu, moves with the arrows and closes it with Escape', async ({page}) => {
    await gotoHydrated(page, '/about');
    const toggle = page.getByRole('button', {name: 'Resources menu'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = page.locator(`#${await toggle.getAttribute('aria-controls')} a`);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the home header is transparent until scrolled past 10 px, the emergency button still red', async ({page}) => {
    await gotoHydrated(page, '/');
    const header = page.locator('header[data-transparent]');
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const colours = await header.locator('button.button').evaluate((button) => {
      const danger = document.createElement('span');
      danger.style.color = 'var(--brand-danger)';
      document.body.append(danger);
      const expected = getComputedStyle(danger).color;
      danger.remove();
      return [getComputedStyle(button).backgroundColor, expected];
    });
    expect(colours[0]).toBe(colours[1]);
    await page.evaluate(() => window.scrollTo({top: 11, behavior: 'instant'}));
    await expect(header).toHaveAttribute('data-transparent', 'false');
    await page.evaluate(() => window.scrollTo({top: 5, behavior: 'instant'}));
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await gotoHydrated(page, '/about');
    await expect(header).toHaveAttribute('data-transparent', 'false');
  });

  test('at every desktop width, in both languages, the visitor reads the whole emergency label and search hint, and the focused search box widens between the menu and the button', async ({
    page,
  }) => {
    // Reduced motion: the box takes its focused width at once.
    await page.emulateMedia({reducedMotion: 'reduce'});
    for (const route of ['/about', '/fr/about']) {
      for (const width of [1024, 1100, 1280, 1440]) {
        const at = `${route} at ${width} px`;
        await page.setViewportSize({width, height: 800});
        await gotoHydrated(page, route);
        const header = page.getByRole('banner');
        const layout = await header.evaluate((element) => {
          const button = element.querySelector('button.button')!;
          const buttonBox = button.getBoundingClientRect();
          const input = element.querySelector<HTMLInputElement>('input[role="combobox"]')!;
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = getComputedStyle(input).font;
          const overlapping = Array.from(element.querySelectorAll('a, button, input'))
            .filter((other) => other !== button && !button.contains(other) && other.getClientRects().length > 0)
            .map((other) => (other.tagName === 'INPUT' ? other.parentElement! : other))
            .filter((other) => {
              const box = other.getBoundingClientRect();
              const [x, y] = [box.left < buttonBox.right - 0.5, box.right > buttonBox.left + 0.5];
              return x && y && box.top < buttonBox.bottom - 0.5 && box.bottom > buttonBox.top + 0.5;
            })
            .map((other) => other.textContent!.trim() || other.getAttribute('aria-label'));
          return {
            labelClipped: button.scrollWidth > button.clientWidth + 1 || button.scrollHeight > button.clientHeight + 1,
            labelShown: button.textContent!.trim().length > 0 && buttonBox.right <= window.innerWidth,
            hintFits: context.measureText(input.placeholder).width <= input.clientWidth,
            overlapping,
          };
        });
        expect(layout, at).toEqual({labelClipped: false, labelShown: true, hintFits: true, overlapping: []});
        if (width !== 1024 && width !== 1280) {
          // The widening, where the header is tightest and at the common desktop width.
          continue;
        }

        const input = header.getByRole('combobox');
        const field = input.locator('xpath=..');
        const idle = (await field.boundingBox())!;
        const buttonBefore = await header.locator('button.button').boundingBox();
        await input.focus();
        await expect.poll(async () => (await field.boundingBox())!.width, at).toBeGreaterThan(idle.width);
        const box = (await field.boundingBox())!;
        const navRight = await header
          .locator('nav')
          .first()
          .locator(':scope > ul > li')
          .evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)));
        expect(box.x, at).toBeGreaterThanOrEqual(navRight);
        expect(box.x + box.width, at).toBeLessThanOrEqual(buttonBefore!.x);
        expect(await header.locator('button.button').boundingBox(), at).toEqual(buttonBefore);
        await page.mouse.click(30, 400);
        await expect.poll(async () => Math.round((await field.boundingBox())!.width), at).toBe(Math.round(idle.width));
      }
    }
  });
});

test.describe('phone menu', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) >= 1024, 'phone and tablet only');

  test('a visitor opens a full-height menu that holds the page still, opens a section and leaves by a link', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('button', {name: 'Open menu'}).click();
    const panel = page.getByRole('navigation', {name: 'Mobile'});
    await expect(panel).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect
      .poll(async () => {
        const box = (await panel.locator('..').boundingBox())!;
        return Math.round(box.y + box.height);
      })
      .toBe(844);
    const section = await panel.locator('button[aria-controls]').first().getAttribute('aria-controls');
    const toggle = panel.locator(`button[aria-controls="${section}"]`);
    const link = panel.locator(`#${section} a`).first();
    await expect(link).toBeHidden();
    await toggle.click();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await waitForRouteSettled(page);
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    // The sections start closed again.
    await page.getByRole('button', {name: 'Open menu'}).click();
    await expect(panel.getByRole('button', {expanded: true})).toHaveCount(0);
  });

  test('a visitor can tell what the icon-only menu button does, by keyboard focus or by hover', async ({page}) => {
    await gotoHydrated(page, '/about');
    const tooltip = page.getByRole('tooltip', {includeHidden: true}).filter({hasText: 'Open menu'});
    await expect(tooltip).toBeHidden();
    await page.getByRole('button', {name: 'Open menu'}).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.mouse.move(0, 400);
    await page.getByRole('button', {name: 'Open menu'}).hover();
    await expect(tooltip).toBeVisible();
  });

  test('the phone menu closes on Escape, returning focus, and when the layout becomes desktop', async ({page}) => {
    await gotoHydrated(page, '/about');
    const open = page.getByRole('button', {name: 'Open menu'});
    await open.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', {name: 'Mobile'})).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await page.setViewportSize({width: 390, height: 844});
    await expect(page.getByRole('navigation', {name: 'Mobile'})).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});
    test('the menu control takes the visitor to the footer’s list of pages, in both languages', async ({page}) => {
      for (const route of ['/services', '/fr/services']) {
        await page.goto(route);
        await page.getByRole('banner').locator('a[href$="#footer-pages"]').click();
        await expect(page).toHaveURL(new RegExp(`${route}#footer-pages$`));
        await expect(page.locator('#footer-pages')).toBeInViewport();
      }
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the home header keeps a nearly opaque background under its text once the visitor scrolls', async ({page}) => {
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const background = await page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);
    // rgba(r, g, b, a) or color(srgb r g b / a); no alpha means opaque.
    expect(Number(/(?:,|\/)\s*([\d.]+)\)$/.exec(background)?.[1] ?? 1), background).toBeGreaterThan(0.8);
  });
});

test('a visitor in trouble opens the emergency dialog: hotline extension, urgent e-mail, focus kept inside', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  if (isPhone(page)) {
    await page.getByRole('button', {name: 'Open menu'}).click();
  }
  const opener = page.getByRole('button', {name: 'Immediate Assistance'}).filter({visible: true}).first();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const hrefs = await dialog
    .locator('a[href^="tel:"], a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(new Set(hrefs.map((href) => href.split(':')[0]))).toEqual(new Set(['tel', 'mailto']));
  expect(hrefs.filter((href) => !/^tel:\+1\d{10},9$|^mailto:.*\?subject=URGENT/.test(href))).toEqual([]);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Opened from the phone menu, the menu stays open and the page still.
  if (isPhone(page)) {
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  } else {
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  }
  await opener.click();
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
});
