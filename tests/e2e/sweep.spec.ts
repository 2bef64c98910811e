/**
 * Whole-site sweep: one test per built route (and an unknown address in each language, the
 * not-found pages) and screen size, each loading the page as few times as the checks allow:
 *
 * - once without JavaScript: the main content, the footer's navigation and every section are
 *   there and fully visible;
 * - once as prerendered (the site's scripts blocked) and once hydrated: nothing on the first
 *   screen moved by hydration, the full set of SEO and sharing tags, the same before and after;
 * - on the hydrated page: no console errors (a CSP violation is one), no request to
 *   another origin (the contact form's frame excepted), a single h1, zero axe-core WCAG 2.2 AA
 *   violations, side margins, no sideways scrolling, no hole in a card grid, table cells that can
 *   all be reached; at desktop size the first-load byte budgets and keyboard focus indicators that
 *   stand out from what they are drawn over; on a phone, the sections below the first screen
 *   fading in once as they are scrolled to.
 *
 * French pages share the English pages' templates and styles: they are checked at desktop size
 * and, for layout (longer words) and the reveal, on phones and tablets. On phones, axe and the
 * page without JavaScript are checked on one page of each template (every page at desktop size).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Browser, Page, TestInfo} from '@playwright/test';
import {test, expect, waitForHydration, isPhone} from './support/fixtures';
import {builtHtml, builtRoutes, isFrenchRoute, isRedirectRoute, notFoundRoutes, routeInLocale} from '../support/routes';
import {firstLoadBytes} from '../../scripts/lib/firstLoad.mjs';
import {FORM_ORIGIN} from './support/fakeForm';
import {findGridHoles, measureSideMargins} from './support/layout';
import {PHONE_MAX_WIDTH_PX, unreachableTableCells} from './support/tables';
import {faintFocusIndicators} from './support/focus';
import {missingHeadTags, readHeadTags} from './support/headTags';
import {structuredData} from './support/content';
import {expectRevealOnScroll, REVEAL_UNIT_SELECTOR} from './support/reveal';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Landmarks whose place on the first screen must not move when the page hydrates. */
const STABLE_SELECTORS = ['header nav', 'main h1', 'main h2', 'footer'];

const KB = 1024;
/**
 * First-load bytes, gzip, of every script, stylesheet and document a page loads until the network
 * is idle (scripts/lib/firstLoad.mjs); prefetches
 * of other routes are not counted. JavaScript: at most 151.7 KB (/fr/) and 142.1 KB (/) on
 * 2026-11-24, of which about 89 KB is React and the Docusaurus runtime; docs/performance.md says
 * why the number is what it is.
 */
const BUDGETS = {js: 156 * KB, css: 21 * KB, html: 60 * KB};
/** Long pages that must have something to reveal on a phone. */
const LONG_PAGES = new Set(['/', '/about', '/blog', '/legal', '/resources', '/services']);

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

/**
 * English pages that stand for their template: every page but the members of a collection, of
 * which one blog post, one tag page and one case study stand for the rest. Keyboard focus is
 * drawn by the same styles on every page of a template; on phones, where every page's layout is
 * checked, axe and the page without JavaScript are checked on these (every page gets both at
 * desktop size).
 */
const COLLECTION_MEMBER = /^\/(blog\/tags|case-studies)\/[^/]+$/;
/** The collection a page belongs to (blog posts, tag pages, case studies), or undefined. */
function collectionOf(route: string): string | undefined {
  if (/class="[^"]*\bblog-post-page\b/.test(builtHtml(route))) {
    return 'blog posts';
  }
  const inLocale = routeInLocale(route);
  return COLLECTION_MEMBER.test(inLocale) ? inLocale.replace(/\/[^/]+$/, '') : undefined;
}
const oneOfEachTemplate = (() => {
  const seen = new Set<string>();
  return new Set(
    builtRoutes().filter((route) => {
      if (isRedirectRoute(route) || isFrenchRoute(route)) {
        return false;
      }
      const collection = collectionOf(route);
      if (collection === undefined) {
        return true;
      }
      if (seen.has(collection)) {
        return false;
      }
      seen.add(collection);
      return true;
    }),
  );
})();

/** A second browser context shaped like the test's (size, touch, scale), with other options. */
async function contextLike(browser: Browser, testInfo: TestInfo, options: {javaScriptEnabled: boolean}) {
  const {viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, ignoreHTTPSErrors} = testInfo.project.use;
  return browser.newContext({viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, ignoreHTTPSErrors, ...options});
}

const notFound = new Set(notFoundRoutes());

test.describe.configure({timeout: 120_000});

for (const route of [...builtRoutes(), ...notFound]) {
  const checks =
    'content without JavaScript, no hydration shift, head tags, no console error or third-party request, axe, layout, budgets, focus, reveal';
  test(`${route}: ${checks}`, async ({page, browser, baseURL}, testInfo) => {
    const phone = isPhone(page);
    const french = isFrenchRoute(route);
    const redirect = !notFound.has(route) && isRedirectRoute(route);
    // On phones, French pages are checked for what longer words change: layout and the reveal.
    const full = !(phone && french);
    // Axe and the page without JavaScript: every page at desktop size, one of each template on phones.
    const sizeChecks = !phone || oneOfEachTemplate.has(route) || notFound.has(route);
    // On a phone the reveal is checked as a visitor who allows motion meets it; it has finished
    // before anything reads colours or boxes. At desktop size nothing fades in (reduced motion),
    // so no section is caught half-transparent.
    await page.emulateMedia({reducedMotion: phone ? 'no-preference' : 'reduce'});

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

    // Without JavaScript: the content and the footer's navigation are there, nothing is faded.
    if (full && sizeChecks && !notFound.has(route)) {
      const noScripts = await contextLike(browser, testInfo, {javaScriptEnabled: false});
      const plain = await noScripts.newPage();
      await plain.goto(route);
      await expect(plain.locator('main h1')).toBeVisible();
      // The footer's About link, in the page's language (/about or /fr/about).
      await expect(plain.locator(`footer a[href="${french ? '/fr/about' : '/about'}"]`)).toBeVisible();
      const opacities = await plain
        .locator('main')
        .evaluate(
          (main, selector) =>
            [main, ...Array.from(main.querySelectorAll(selector))].map((unit) => getComputedStyle(unit).opacity),
          REVEAL_UNIT_SELECTOR,
        );
      expect(new Set(opacities), 'opacity of main and its sections without JavaScript').toEqual(new Set(['1']));
      await noScripts.close();
    }

    // The hydrated page, loaded once with an empty cache: its first-load bytes are measured on
    // the way (at desktop size; the bytes do not depend on the screen).
    const {totals, leftPage} = await firstLoadBytes(page, route);
    if (!phone) {
      test.info().annotations.push({type: 'bytes', description: JSON.stringify(totals)});
      expect(totals.js, `JS gzip on ${route}`).toBeLessThanOrEqual(BUDGETS.js);
      expect(totals.css, `CSS gzip on ${route}`).toBeLessThanOrEqual(BUDGETS.css);
      expect(totals.html, `HTML gzip on ${route}`).toBeLessThanOrEqual(BUDGETS.html);
      // Guards against measuring nothing; a redirect page may leave before its scripts load.
      expect(leftPage || totals.js > 0, 'scripts measured').toBe(true);
    }
    if (redirect) {
      await waitForHydration(page);
    }
    if (full && !redirect) {
      // No layout shift from hydration, checked without timing: the page as prerendered (the
      // site's scripts blocked, scripting still on, as a visitor's browser first paints it) and
      // the hydrated page place the first screen's landmarks alike. Loaded after the hydrated
      // page, so the byte count above started from an empty cache.
      const after = await firstScreenPositions(page);
      const prerendered = await page.context().newPage();
      await prerendered.route('**/assets/js/**', (request) => request.abort());
      await prerendered.goto(route, {waitUntil: 'load'});
      const before = await firstScreenPositions(prerendered);
      const prerenderedHead = await readHeadTags(prerendered);
      await prerendered.close();
      expect(Object.keys(before).length).toBeGreaterThan(0);
      expect(Object.fromEntries(Object.keys(before).map((key) => [key, after[key]]))).toEqual(before);
      // Search engines read the prerendered head, link previews sometimes the hydrated one (the
      // not-found page is noindex and has no address of its own to share).
      if (!notFound.has(route)) {
        expect(
          missingHeadTags(prerenderedHead, french ? 'fr_CA' : 'en_CA'),
          'missing head tags in the prerendered HTML',
        ).toEqual([]);
      }
      // The not-found page answers any address: its language links name 404.html as prerendered
      // and the address asked for once hydrated, neither of which search engines index (noindex).
      const comparable = (tags: Record<string, string>) =>
        notFound.has(route) ? {...tags, alternates: undefined} : tags;
      expect(comparable(await readHeadTags(page)), 'head tags changed by hydration').toEqual(
        comparable(prerenderedHead),
      );
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
    }
    if (full) {
      // Text buttons and fields are set in the site's font, not the browser's control font.
      const controlFonts = await page.evaluate(() =>
        Array.from(document.querySelectorAll('button, input, select, textarea'))
          .filter((control) => control.getClientRects().length > 0)
          .filter((control) => !/^"?Inter\b/.test(getComputedStyle(control).fontFamily))
          .map((control) => `${control.outerHTML.slice(0, 60)}: ${getComputedStyle(control).fontFamily}`),
      );
      expect(controlFonts, 'controls not set in the site font').toEqual([]);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    }
    if (redirect) {
      expect(foreign, 'requests to other origins').toEqual([]);
      return;
    }

    if (phone) {
      const revealed = await expectRevealOnScroll(page);
      if (LONG_PAGES.has(routeInLocale(route)) && !notFound.has(route)) {
        expect(revealed, 'sections waiting to fade in').toBeGreaterThan(0);
      }
    }
    if (!phone && oneOfEachTemplate.has(route)) {
      expect(await faintFocusIndicators(page), 'faint keyboard focus indicators').toEqual([]);
    }
    if (full && sizeChecks) {
      const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary, 'axe-core WCAG 2.2 AA violations').toEqual([]);
    }
    if (!french || phone) {
      // The phone project also measures a tablet width by resizing.
      const widths = phone ? [390, 800] : [1280];
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
      expect(problems, 'layout').toEqual([]);
    }
    expect(foreign, 'requests to other origins').toEqual([]);
  });
}
