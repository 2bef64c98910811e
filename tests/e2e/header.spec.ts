import {test, expect, gotoHydrated, isPhone, waitForRouteSettled} from './support/fixtures';

test.describe('desktop header', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1024, 'desktop only');

  test('marks the active links: home only on /, parents through their children', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: 'Home', exact: true})).not.toHaveClass(/active/);
    await expect(nav.getByRole('link', {name: 'Resources', exact: true})).toHaveClass(/active/);
    await expect(nav.getByRole('link', {name: 'IT Services', exact: true})).not.toHaveClass(/active/);
    await gotoHydrated(page, '/');
    await expect(nav.getByRole('link', {name: 'Home', exact: true})).toHaveClass(/active/);
  });

  test('opens a dropdown on hover', async ({page}) => {
    await gotoHydrated(page, '/about');
    const menuLink = page.getByRole('banner').getByRole('link', {name: 'Cloud & Hosting', exact: true});
    await expect(menuLink).toBeHidden();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'IT Services', exact: true}).hover();
    await expect(menuLink).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(menuLink).toBeHidden();
  });

  test('opens a dropdown by keyboard and closes it with Escape, returning focus', async ({page}) => {
    await gotoHydrated(page, '/about');
    const toggle = page.getByRole('button', {name: 'Resources menu'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', {name: 'Case Studies', exact: true})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', {name: 'Blog', exact: true})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // ArrowDown on the parent link opens the menu too.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'IT Services', exact: true}).focus();
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', {name: 'Managed IT & Support (MSP)'})).toBeFocused();
  });

  test('is transparent on the home page until scrolled past 10 px, solid elsewhere', async ({page}) => {
    await gotoHydrated(page, '/');
    const header = page.locator('header[data-transparent]');
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo({top: 11, behavior: 'instant'}));
    await expect(header).toHaveAttribute('data-transparent', 'false');
    await page.evaluate(() => window.scrollTo({top: 5, behavior: 'instant'}));
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await gotoHydrated(page, '/about');
    await expect(header).toHaveAttribute('data-transparent', 'false');
  });

  test('the emergency button keeps its emergency colour on the transparent home header', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('header[data-transparent]')).toHaveAttribute('data-transparent', 'true');
    const button = page.getByRole('banner').getByRole('button', {name: 'Immediate Assistance'});
    const colours = await button.evaluate((element) => {
      const danger = document.createElement('span');
      danger.style.color = 'var(--brand-danger)';
      document.body.append(danger);
      const dangerColour = getComputedStyle(danger).color;
      danger.remove();
      const style = getComputedStyle(element);
      return {background: style.backgroundColor, text: style.color, danger: dangerColour};
    });
    expect(colours.background).toBe(colours.danger);
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
        const c = Number(value) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(colours.text), luminance(colours.background)].sort((a, b) => b - a);
    expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  test('the focused search box widens without covering a menu item or a button', async ({page}) => {
    // Reduced motion: the box takes its focused width at once.
    await page.emulateMedia({reducedMotion: 'reduce'});
    for (const [route, width] of [
      ['/about', 1024],
      ['/about', 1280],
      ['/fr/about', 1024],
      ['/fr/about', 1280],
    ] as const) {
      await page.setViewportSize({width, height: 800});
      await gotoHydrated(page, route);
      const header = page.getByRole('banner');
      const field = header.locator('input:visible').first().locator('xpath=..');
      const idle = (await field.boundingBox())!;
      await header.locator('input:visible').first().focus();
      await expect.poll(async () => (await field.boundingBox())!.width).toBeGreaterThan(idle.width);
      const box = (await field.boundingBox())!;
      const navRight = await header
        .locator('nav')
        .first()
        .locator(':scope > ul > li')
        .evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)));
      const buttonLeft = (await header
        .getByRole('button', {name: /^(Immediate Assistance|Assistance immédiate)$/})
        .boundingBox())!.x;
      expect(box.x, `search box left edge on ${route} at ${width} px`).toBeGreaterThanOrEqual(navRight);
      expect(box.x + box.width, `search box right edge on ${route} at ${width} px`).toBeLessThanOrEqual(buttonLeft);
    }
  });

  test('the emergency button shows its label at every desktop width in both languages, beside the other items', async ({
    page,
  }) => {
    test.skip(isPhone(page), 'desktop widths');
    for (const route of ['/about', '/fr/about']) {
      for (const width of [1024, 1100, 1280, 1440]) {
        await page.setViewportSize({width, height: 800});
        await gotoHydrated(page, route);
        const at = `${route} at ${width} px`;
        const button = page
          .getByRole('banner')
          .getByRole('button', {name: /^(Immediate Assistance|Assistance immédiate)$/});
        await expect(button, at).toBeVisible();
        const layout = await button.evaluate((element) => {
          const box = (node: Element | Range) => {
            const {left, right, top, bottom, width, height} = node.getBoundingClientRect();
            return {left, right, top, bottom, width, height};
          };
          // The label's text, wherever it sits inside the button.
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
            acceptNode: (node) => (node.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
          });
          const text = walker.nextNode();
          const range = document.createRange();
          if (text) {
            range.selectNodeContents(text);
          }
          const header = element.closest('header')!;
          // The other visible header items: links, buttons and the search field.
          const others = Array.from(header.querySelectorAll('a, button, input'))
            .filter((other) => other !== element && !element.contains(other) && other.getClientRects().length > 0)
            .map((other) => (other.tagName === 'INPUT' ? other.parentElement! : other))
            .filter((other) => getComputedStyle(other).visibility !== 'hidden')
            .map((other) => ({name: other.textContent!.trim() || other.getAttribute('aria-label'), ...box(other)}));
          return {
            hasText: Boolean(text),
            text: box(range),
            button: box(element),
            // Clipped by the button or by any element between it and the text.
            clipped: (() => {
              for (let node = text?.parentElement; node; node = node === element ? null : node.parentElement) {
                if (node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1) {
                  return true;
                }
              }
              return false;
            })(),
            visibility: getComputedStyle(element).visibility,
            others,
          };
        });
        expect(layout.hasText, at).toBe(true);
        expect(layout.text.width, at).toBeGreaterThan(40);
        expect(layout.text.height, at).toBeGreaterThan(10);
        expect(layout.clipped, at).toBe(false);
        expect(layout.text.left, at).toBeGreaterThanOrEqual(layout.button.left);
        expect(layout.text.right, at).toBeLessThanOrEqual(layout.button.right);
        expect(layout.button.right, at).toBeLessThanOrEqual(width);
        for (const other of layout.others) {
          const overlaps =
            other.left < layout.button.right - 0.5 &&
            other.right > layout.button.left + 0.5 &&
            other.top < layout.button.bottom - 0.5 &&
            other.bottom > layout.button.top + 0.5;
          expect(overlaps, `${at}: overlaps ${other.name}`).toBe(false);
        }
      }
    }
  });

  test('the search placeholder fits its idle box at every desktop width in both languages', async ({page}) => {
    test.skip(isPhone(page), 'desktop widths');
    for (const route of ['/about', '/fr/about']) {
      for (const width of [1024, 1100, 1280, 1440]) {
        await page.setViewportSize({width, height: 800});
        await gotoHydrated(page, route);
        const input = page.getByRole('banner').getByRole('combobox');
        const fits = await input.evaluate((element: HTMLInputElement) => {
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = getComputedStyle(element).font;
          return context.measureText(element.placeholder).width <= element.clientWidth;
        });
        expect(fits, `${route} at ${width} px`).toBe(true);
      }
    }
  });

  test('Schedule Meeting goes to the contact form anchor', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('banner').getByRole('link', {name: 'Schedule Meeting'}).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
  });
});

test.describe('mobile menu', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) >= 1024, 'phone and tablet only');

  test('opens a full-height panel, locks scrolling, toggles parents and closes on navigation', async ({page}) => {
    await gotoHydrated(page, '/about');
    const button = page.getByRole('button', {name: 'Open menu'});
    await button.click();
    const panel = page.getByRole('navigation', {name: 'Mobile'});
    await expect(panel).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    const panelBox = page.locator('[id] > nav[aria-label="Mobile"]').locator('..');
    await expect
      .poll(async () => {
        const box = await panelBox.boundingBox();
        return Math.round(box!.y + box!.height);
      })
      .toBe(844);

    const blogLink = panel.getByRole('link', {name: 'Blog', exact: true});
    await expect(blogLink).toBeHidden();
    await panel.getByRole('button', {name: 'Show Resources pages'}).click();
    await expect(blogLink).toBeVisible();
    await panel.getByRole('button', {name: 'Hide Resources pages'}).click();
    await expect(blogLink).toBeHidden();
    await panel.getByRole('button', {name: 'Show Resources pages'}).click();

    await blogLink.click();
    await expect(page).toHaveURL(/\/blog$/);
    await waitForRouteSettled(page);
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    // Toggles reset on route change.
    await page.getByRole('button', {name: 'Open menu'}).click();
    await expect(panel.getByRole('button', {name: 'Show Resources pages'})).toBeVisible();
  });

  test('labels the icon-only menu button with a tooltip on keyboard focus and on hover', async ({page}) => {
    await gotoHydrated(page, '/about');
    const tooltip = page.getByRole('tooltip', {includeHidden: true}).filter({hasText: 'Open menu'});
    await expect(tooltip).toBeHidden();
    // Keyboard focus shows it at once.
    await page.getByRole('button', {name: 'Open menu'}).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    // Hovering shows it after the open delay.
    await page.mouse.move(0, 400);
    await page.getByRole('button', {name: 'Open menu'}).hover();
    await expect(tooltip).toBeVisible();
  });

  test('closes with Escape and when the layout becomes desktop', async ({page}) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('button', {name: 'Open menu'}).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', {name: 'Mobile'})).toBeHidden();
    await expect(page.getByRole('button', {name: 'Open menu'})).toBeFocused();

    await page.getByRole('button', {name: 'Open menu'}).click();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await page.setViewportSize({width: 390, height: 844});
    await expect(page.getByRole('navigation', {name: 'Mobile'})).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test("the menu control leads to the footer's list of pages, in both languages", async ({page}) => {
      for (const [route, name, about] of [
        ['/services', 'Menu: the pages of the site', '/about'],
        ['/fr/services', 'Menu\u00a0: les pages du site', '/fr/about'],
      ]) {
        await page.goto(route);
        await page.getByRole('banner').getByRole('link', {name}).click();
        await expect(page).toHaveURL(new RegExp(`${route}#footer-pages$`));
        const pages = page.getByRole('navigation', {name: /^(Pages)$/});
        await expect(pages).toBeInViewport();
        await expect(pages.locator(`a[href="${about}"]`)).toBeVisible();
      }
    });
  });
});

test.describe('home header without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('keeps a nearly opaque background under its text once the page is scrolled', async ({page}) => {
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const background = await page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);
    // rgba(r, g, b, a) or color(srgb r g b / a); no alpha means opaque.
    const alpha = Number(/(?:,|\/)\s*([\d.]+)\)$/.exec(background)?.[1] ?? 1);
    expect(alpha, background).toBeGreaterThan(0.8);
  });
});

test.describe('emergency dialog', () => {
  test('is a modal with the hotline, extension 9 and an urgent e-mail, and returns focus', async ({page}) => {
    await gotoHydrated(page, '/about');
    let opener;
    if (isPhone(page)) {
      await page.getByRole('button', {name: 'Open menu'}).click();
      opener = page.getByRole('button', {name: 'Immediate Assistance'}).last();
    } else {
      opener = page.getByRole('banner').getByRole('button', {name: 'Immediate Assistance'}).first();
    }
    await opener.click();
    const dialog = page.getByRole('dialog', {name: 'Emergency IT Support'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', {name: 'Call Emergency Line'})).toHaveAttribute('href', /^tel:\+1\d{10},9$/);
    await expect(dialog.getByRole('link', {name: 'Send Emergency Email'})).toHaveAttribute(
      'href',
      /^mailto:[^?]+\?subject=URGENT%3A%20Emergency%20IT%20Support%20Needed$/,
    );
    // Focus is inside and stays inside while tabbing.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    if (isPhone(page)) {
      // Opened from the mobile menu: the menu is still open, so scrolling stays locked.
      await expect(page.getByRole('navigation', {name: 'Mobile'})).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    } else {
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    }

    await opener.click();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
  });
});
