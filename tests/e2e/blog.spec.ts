import {test, expect, gotoHydrated, waitForRouteSettled} from './support/fixtures';
import {describeUnknownSlugRedirects, expectCopyLinkWorks, structuredData} from './support/content';

test.describe('/blog list', () => {
  test('shows the featured post first, then a grid of the non-featured posts', async ({page}) => {
    await gotoHydrated(page, '/blog');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Blog & Insights');
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(3);
    const featured = page.getByRole('region', {name: 'Featured post'}).getByTestId('post-card');
    await expect(featured.getByRole('heading')).toHaveText('2025: The Year of the AI-Enabled SMB');
    await expect(featured.getByText('Featured', {exact: true})).toBeVisible();
    await expect(featured.getByText('AI Strategy', {exact: true})).toBeVisible();

    const grid = page.getByRole('region', {name: 'All posts'}).getByTestId('post-card');
    await expect(grid).toHaveCount(2);
    await expect(grid.getByRole('heading')).toHaveText([
      'Tech Pulse: June 2025',
      'Quick Tip: Setting Up Multi-Factor Authentication the Right Way',
    ]);
    const mfa = grid.filter({hasText: 'Quick Tip'});
    await expect(mfa.getByText('Security', {exact: true})).toBeVisible();
    await expect(mfa.getByText('Mathieu Lavoie')).toBeVisible();
    await expect(mfa.getByText('March 18, 2025')).toBeVisible();
    await expect(mfa.locator('img')).toHaveAttribute('width', '1200');
    await expect(mfa.locator('img')).toHaveAttribute('alt', /smartphone/);

    // Excerpt clamped to 3 lines.
    const excerpt = mfa.locator('p', {hasText: 'step-by-step guide'});
    const clamp = await excerpt.evaluate((element) => getComputedStyle(element).webkitLineClamp);
    expect(clamp).toBe('3');
    const lines = await excerpt.evaluate(
      (element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(3);

    await mfa.getByRole('link').click();
    await waitForRouteSettled(page);
    await expect(page).toHaveURL(/\/blog\/mfa-setup-quick-tip$/);
  });

  test('every post card title looks the same: a card heading, not an underlined link in running text', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog');
    const decorations = await page
      .getByTestId('post-card')
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => getComputedStyle(link).textDecorationLine));
    expect(decorations).toHaveLength(3);
    expect(decorations).toEqual(['none', 'none', 'none']);
  });

  test('keeps the Blog structured data and the RSS and Atom feeds', {tag: '@any-size'}, async ({page, request}) => {
    await gotoHydrated(page, '/blog');
    const data = await structuredData(page);
    expect(data.some((item) => item['@type'] === 'Blog')).toBe(true);
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const body = await response.text();
      expect(body).toContain('Tech Pulse: June 2025');
      expect(body).toContain('2025: The Year of the AI-Enabled SMB');
    }
  });
});

test.describe('/blog/{slug}', () => {
  test(
    'shows category, title, excerpt, author and role, date, read time, image, content and tags',
    {tag: '@any-size'},
    async ({page}) => {
      await gotoHydrated(page, '/blog/mfa-setup-quick-tip');
      const article = page.locator('article');
      await expect(article.getByText('Security', {exact: true}).first()).toBeVisible();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Quick Tip: Setting Up Multi-Factor Authentication the Right Way',
      );
      await expect(article.getByText(/^A step-by-step guide to rolling out multi-factor authentication/)).toBeVisible();
      await expect(article.getByText('Mathieu Lavoie', {exact: true})).toBeVisible();
      await expect(article.getByText('Cybersecurity Lead', {exact: true})).toBeVisible();
      await expect(article.getByText('March 18, 2025')).toBeVisible();
      await expect(article.getByText('12 min read')).toBeVisible();
      await expect(page.getByRole('heading', {name: 'Before you start: a 30-minute planning checklist'})).toBeVisible();
      await expect(page.getByRole('list', {name: 'Tags'}).getByRole('link')).toHaveText([
        '#security',
        '#mfa',
        '#microsoft-365',
        '#google-workspace',
        '#how-to',
      ]);
      await expect(page).toHaveTitle(
        'Quick Tip: Setting Up Multi-Factor Authentication the Right Way | Northbeam Technologies',
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
        'content',
        /multi-factor authentication setup/,
      );
      const data = await structuredData(page);
      expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
        headline: 'Quick Tip: Setting Up Multi-Factor Authentication the Right Way',
      });
    },
  );

  test('opens the image in the lightbox', async ({page}) => {
    await gotoHydrated(page, '/blog/tech-pulse-june-2025');
    await page.getByRole('button', {name: /^Enlarge image:/}).click();
    await expect(page.locator('.yarl__container')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.yarl__container')).toHaveCount(0);
  });

  test('a double-click (double-tap on touch) in the lightbox toggles between 100% and 200%', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/blog/tech-pulse-june-2025');
    await page.getByRole('button', {name: /^Enlarge image:/}).click();
    const image = page.locator('.yarl__slide_current .yarl__slide_image');
    await expect(image).toBeVisible();
    const scale = () =>
      image.evaluate((element) => new DOMMatrix(getComputedStyle(element.parentElement!).transform).a);
    const doubleActivate = async () => {
      const box = (await image.boundingBox())!;
      const x = Math.min(box.x + box.width / 2, page.viewportSize()!.width / 2);
      const y = Math.min(box.y + box.height / 2, page.viewportSize()!.height / 2);
      if (testInfo.project.use.hasTouch) {
        await page.touchscreen.tap(x, y);
        await page.touchscreen.tap(x, y);
      } else {
        await page.mouse.dblclick(x, y);
      }
    };
    expect(await scale()).toBe(1);
    await doubleActivate();
    await expect.poll(scale).toBe(2);
    await doubleActivate();
    await expect.poll(scale).toBe(1);
  });

  test(
    'opens external markdown links in a new tab and keeps internal links in the site',
    {tag: '@any-size'},
    async ({page}) => {
      await gotoHydrated(page, '/blog/tech-pulse-june-2025');
      const external = page.getByRole('link', {name: 'Canadian Centre for Cyber Security alerts and advisories'});
      await expect(external).toHaveAttribute('href', 'https://www.cyber.gc.ca/en/alerts-advisories');
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
      await gotoHydrated(page, '/blog/mfa-setup-quick-tip');
      const internal = page.locator('.markdown').getByRole('link', {name: 'Contact us'});
      await expect(internal).toHaveAttribute('href', '/contact');
      await expect(internal).not.toHaveAttribute('target', /.+/);
    },
  );

  test('tags are prefixed with # and lead to the posts with that tag', {tag: '@any-size'}, async ({page}) => {
    await gotoHydrated(page, '/blog/2025-year-of-ai-enabled-smbs');
    await page.getByRole('list', {name: 'Tags'}).getByRole('link', {name: '#ai', exact: true}).click();
    await waitForRouteSettled(page);
    await expect(page).toHaveURL(/\/blog\/tags\/ai$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('#ai');
    await expect(page.getByTestId('post-card')).toHaveCount(1);
    await page.getByRole('link', {name: 'All tags'}).click();
    await waitForRouteSettled(page);
    await expect(page.getByRole('link', {name: /^#security/})).toBeVisible();
  });

  test(
    'ends with related posts (same category, then shared tags, then the latest) that lead to them, and a call to action',
    {tag: '@any-size'},
    async ({page}) => {
      await gotoHydrated(page, '/blog/mfa-setup-quick-tip');
      const related = page.getByRole('region', {name: 'Keep Reading'});
      // Tech Pulse shares two of its tags (security, microsoft-365); the AI post shares none.
      await expect(related.getByRole('heading', {level: 3})).toHaveText([
        'Tech Pulse: June 2025',
        '2025: The Year of the AI-Enabled SMB',
      ]);
      const callToAction = page.getByRole('region', {name: 'Want help putting this into practice?'});
      await expect(callToAction.getByRole('link', {name: 'Get Expert Advice'})).toHaveAttribute(
        'href',
        '/contact#contact-form',
      );
      await expect(callToAction.getByRole('link', {name: 'Read Our Case Studies'})).toHaveAttribute(
        'href',
        '/case-studies',
      );

      await related.getByRole('link', {name: 'Tech Pulse: June 2025'}).click();
      await waitForRouteSettled(page);
      await expect(page).toHaveURL(/\/blog\/tech-pulse-june-2025$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Tech Pulse: June 2025');
      // The new page offers its own related posts, never itself.
      await expect(page.getByRole('region', {name: 'Keep Reading'}).getByRole('heading', {level: 3})).toHaveText([
        'Quick Tip: Setting Up Multi-Factor Authentication the Right Way',
        '2025: The Year of the AI-Enabled SMB',
      ]);
    },
  );

  test('the back link returns to /blog and Copy Link copies the address with a toast', async ({page}) => {
    await gotoHydrated(page, '/blog/2025-year-of-ai-enabled-smbs');
    await expectCopyLinkWorks(page);
    await page.getByRole('link', {name: 'Back to Blog'}).click();
    await waitForRouteSettled(page);
    await expect(page).toHaveURL(/\/blog$/);
  });
});

describeUnknownSlugRedirects({
  section: 'blog',
  list: '/blog',
  unknown: '/blog/no-such-post',
  heading: 'Blog & Insights',
});
