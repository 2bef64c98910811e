/**
 * Whole-site sweep over every built route at both sizes, and an unknown address in each language
 * (the not-found pages): no console errors (under nginx a CSP violation is one), no request to
 * another origin (the contact form's frame excepted), a single h1,
 * zero axe-core WCAG 2.2 AA violations, nothing on the first screen moved by hydration, the full
 * set of SEO and sharing tags (the same before and after hydration), content present without
 * JavaScript, side margins on phones, tablets and desktops, table cells that can all be reached,
 * and keyboard focus indicators that stand out from what they are drawn over.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, isPhone} from './support/fixtures';
import {builtRoutes, isFrenchRoute, isRedirectRoute, notFoundRoutes, routeInLocale} from '../support/routes';
import {FORM_ORIGIN} from './support/fakeForm';
import {findGridHoles, measureSideMargins, MIN_SIDE_MARGIN_PX} from './support/layout';
import {PHONE_MAX_WIDTH_PX, unreachableTableCells} from './support/tables';
import {faintFocusIndicators, MIN_FOCUS_CONTRAST} from './support/focus';
import {missingHeadTags, readHeadTags} from './support/headTags';
import {structuredData} from './support/content';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Landmarks whose place on the first screen must not move when the page hydrates. */
const STABLE_SELECTORS = ['header nav', 'main h1', 'main h2', 'footer'];

/**
 * Document positions of the stable elements that start on the first screen. The web font is
 * `font-display: optional`: a load that misses its short block period keeps the fallback for the
 * page's life, so two loads of one page on a busy machine can lay out with different fonts (the
 * logo's wordmark alone differs by 14 px). Both loads are therefore measured in the fallback
 * font, so only hydration can move what is compared.
 */
async function firstScreenPositions(page: Page): Promise<Record<string, string>> {
  return page.evaluate((selectors) => {
    const fallbackFont = document.createElement('style');
    fallbackFont.textContent = "* { font-family: 'Inter Fallback', sans-serif !important; }";
    document.head.append(fallbackFont);
    const positions: Record<string, string> = {};
    for (const selector of selectors) {
      document.querySelectorAll(selector).forEach((element, index) => {
        const box = element.getBoundingClientRect();
        if (box.height > 0 && box.top + window.scrollY < window.innerHeight) {
          positions[`${selector}[${index}]`] = `${Math.round(box.left)},${Math.round(box.top + window.scrollY)}`;
        }
      });
    }
    fallbackFont.remove();
    return positions;
  }, STABLE_SELECTORS);
}

test.describe('every route', () => {
  // axe checks the settled page: with reduced motion the reveal fade-ins and the route overlay
  // are off, so no section is caught half-transparent.
  test.use({reducedMotion: 'reduce'});

  const notFound = new Set(notFoundRoutes());
  for (const route of [...builtRoutes(), ...notFound]) {
    test(`${route}: renders without console errors, third-party requests or hydration layout shift and passes axe`, async ({
      page,
      baseURL,
    }) => {
      test.skip(isFrenchRoute(route) && isPhone(page), 'French pages: checked at desktop size');
      // No request leaves the site: nothing goes to an analytics collector or anywhere else while
      // analytics is off (the build's default). The contact form's frame, on the contact page
      // only, is the one exception; what the frame itself loads is the form service's business.
      const ownOrigin = new URL(baseURL!).origin;
      // The page the browser is on when the request starts: a redirect page (/schedule) may have
      // moved on to the contact page.
      const onContactPage = () => routeInLocale(new URL(page.url()).pathname) === '/contact';
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!/^https?:$/.test(url.protocol) || url.origin === ownOrigin) {
          return;
        }
        if (onContactPage() && (url.origin === FORM_ORIGIN || request.frame() !== page.mainFrame())) {
          return;
        }
        foreign.push(request.url());
      });
      // No layout shift from hydration, checked without timing: the page as prerendered (scripts
      // blocked, scripting still on) and the hydrated page place the first screen's landmarks alike.
      // Redirect pages (meta refresh) leave at once and are skipped.
      const isRedirectPage = /http-equiv=["']?refresh/i.test(await (await page.request.get(route)).text());
      if (!isRedirectPage) {
        const prerendered = await page.context().newPage();
        await prerendered.route('**/assets/js/**', (request) => request.abort());
        await prerendered.goto(route, {waitUntil: 'load'});
        const before = await firstScreenPositions(prerendered);
        const prerenderedHead = await readHeadTags(prerendered);
        await prerendered.close();
        await gotoHydrated(page, route);
        await page.waitForLoadState('networkidle');
        const after = await firstScreenPositions(page);
        expect(Object.keys(before).length).toBeGreaterThan(0);
        expect(Object.fromEntries(Object.keys(before).map((key) => [key, after[key]]))).toEqual(before);
        // Search engines read the prerendered head, link previews sometimes the hydrated one (the
        // not-found page is noindex and has no address of its own to share).
        if (!notFound.has(route)) {
          expect(
            missingHeadTags(prerenderedHead, isFrenchRoute(route) ? 'fr_CA' : 'en_CA'),
            'missing head tags in the prerendered HTML',
          ).toEqual([]);
        }
        expect(await readHeadTags(page), 'head tags changed by hydration').toEqual(prerenderedHead);
        // Articles (posts, case studies) name their publisher with a logo and both dates.
        const articles = (await structuredData(page)).filter((item) =>
          ['BlogPosting', 'Article'].includes(String(item['@type'])),
        );
        for (const article of articles) {
          expect(article, 'article structured data').toMatchObject({
            publisher: {'@type': 'Organization', logo: {url: expect.stringMatching(/^https?:\/\//)}},
            datePublished: expect.any(String),
            dateModified: expect.any(String),
          });
        }
      } else {
        await gotoHydrated(page, route);
      }
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      expect(foreign, 'requests to other origins').toEqual([]);
      const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const route of builtRoutes()) {
    test(`${route}: main content and navigation are present`, async ({page}) => {
      test.skip(isFrenchRoute(route) && isPhone(page), 'French pages: checked at desktop size');
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      // The footer's About link, in the page's language (/about or /fr/about).
      await expect(page.locator(`footer a[href="${isFrenchRoute(route) ? '/fr/about' : '/about'}"]`)).toBeVisible();
      const opacity = await page.locator('main').evaluate((element) => getComputedStyle(element).opacity);
      expect(opacity).toBe('1');
    });
  }
});

test.describe('layout at 390, 800 and 1280 px', () => {
  // The settled page: no section is mid-fade.
  test.use({reducedMotion: 'reduce'});

  for (const route of builtRoutes().filter((candidate) => !isRedirectRoute(candidate))) {
    test(`${route}: content keeps a ${MIN_SIDE_MARGIN_PX} px side margin, the page never scrolls sideways, card grids leave no hole, every table cell can be reached`, async ({
      page,
    }) => {
      test.skip(isFrenchRoute(route) && !isPhone(page), 'French pages: checked at phone and tablet sizes');
      await gotoHydrated(page, route);
      // One load per project: the phone project also measures a tablet width by resizing.
      const widths = (page.viewportSize()?.width ?? 1280) < 1024 ? [390, 800] : [1280];
      const problems: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({width, height: page.viewportSize()?.height ?? 844});
        const report = await measureSideMargins(page);
        if (report.overflowWidth !== null) {
          problems.push(`${width} px: the page is ${report.overflowWidth} px wide and scrolls sideways`);
        }
        problems.push(...report.tooClose.map((line) => `${width} px: ${line}`));
        // Rows fill at every width: no grid ends in a lone card beside an empty gap.
        problems.push(...(await findGridHoles(page)).map((line) => `${width} px: ${line}`));
        const tables = await unreachableTableCells(page, {scrollAllowed: width >= PHONE_MAX_WIDTH_PX});
        problems.push(...tables.map((line) => `${width} px: ${line}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('keyboard focus', () => {
  // The settled page: no ring or section is mid-transition when it is captured.
  test.use({reducedMotion: 'reduce'});

  for (const route of builtRoutes().filter((candidate) => !isRedirectRoute(candidate))) {
    test(`${route}: the focus indicator of the header and the first tab stops has ${MIN_FOCUS_CONTRAST}:1 contrast`, async ({
      page,
    }) => {
      test.skip(isPhone(page), 'Keyboard focus: checked at desktop size');
      await gotoHydrated(page, route);
      expect(await faintFocusIndicators(page)).toEqual([]);
    });
  }
});
