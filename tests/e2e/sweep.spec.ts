/**
 * Whole-site sweep: one test per built page, and the not-found page of each language, in
 * Chromium, loading each page as few times as the checks allow:
 *
 * - without JavaScript: the main content and the footer's navigation are there, nothing faded;
 * - hydrated, at 1280 px: the first-load byte budgets, no console error (a CSP violation is
 *   one), no request to another origin (the contact form's frame excepted), one h1, controls in
 *   the site font, zero axe-core WCAG 2.2 AA violations; then at 800 and 390 px as well, side
 *   margins, no sideways scrolling, no lone card beside a gap, every table cell reachable;
 * - for one page of each template (and its French twin): the page as prerendered, scripts
 *   blocked, against the hydrated one (nothing on the first screen moved, the same head tags),
 *   and axe at 390 px; in English (the styles are the same in French), keyboard focus
 *   indicators that stand out, the header's on the two pages that show its two looks;
 * - on the pages whose labels and card texts stand for the rest: none ends on one word alone.
 *
 * The fade-in on phones is checked by tests/e2e/reveal.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import {gzipSync} from 'node:zlib';
import type {Page, Request} from '@playwright/test';
import {test, expect, waitForHydration} from './support/fixtures';
import {builtHtml, builtRoutes, isFrenchRoute, isRedirectRoute, notFoundRoutes, routeInLocale} from '../support/routes';
import {FORM_ORIGIN} from './support/fakeForm';
import {findGridHoles, sideMarginProblems} from './support/layout';
import {PHONE_MAX_WIDTH_PX, unreachableTableCells} from './support/tables';
import {faintFocusIndicators} from './support/focus';
import {findOneWordLastLines} from './support/lastLines';
import {headLines} from './support/headTags';
import {REVEAL_UNIT_SELECTOR} from './support/reveal';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Landmarks whose place on the first screen must not move when the page hydrates. */
const STABLE_SELECTORS = ['header nav', 'main h1', 'main h2', 'footer'];
/** The widths where the layout changes: desktop, tablet, phone (src/lib/breakpoints.ts). */
const WIDTHS = [1280, 800, 390];
/** The header over the home page's hero, and the solid header of every other page. */
const HEADER_FOCUS_PAGES = ['/', '/about'];
/** Pages of each kind that carry short labels and card texts, checked at 1280 and 390 px. */
const LAST_LINE_PAGES = ['/', '/contact', '/services', '/services/managed-it-services', '/case-studies', '/about'];

const KB = 1024;
/**
 * First-load bytes, gzip level 9, of every script, stylesheet and document of the site a page
 * requests until it has hydrated and they have arrived; prefetches of other routes are not counted.
 * docs/performance.md says why the numbers are what they are.
 */
const BUDGETS = {js: 162 * KB, css: 21 * KB, html: 60 * KB};

const KINDS: Record<string, 'js' | 'css' | 'html'> = {script: 'js', stylesheet: 'css', document: 'html'};

/** The totals, and whether a redirect page left before hydrating (it counts until the address changes). */
async function firstLoadBytes(page: Page, route: string) {
  const requests: Request[] = [];
  let leftPage = false;
  page.on('framenavigated', (frame) => {
    leftPage ||= frame === page.mainFrame() && new URL(frame.url()).pathname !== route;
  });
  page.on('request', (request) => void (leftPage || requests.push(request)));
  await page.goto(route, {waitUntil: 'networkidle'});
  if (!leftPage) {
    await waitForHydration(page);
  }
  const totals = {js: 0, css: 0, html: 0};
  const origin = new URL(page.url()).origin;
  for (const request of requests.filter((candidate) => candidate.url().startsWith(origin))) {
    const kind = KINDS[request.resourceType()];
    const body = kind && (await (await request.response())?.body().catch(() => undefined));
    if (kind && body) {
      totals[kind] += gzipSync(body, {level: 9}).length;
    }
  }
  return {totals, leftPage};
}

/**
 * Document positions of the stable elements that start on the first screen, measured in the
 * fallback font: the web font is `font-display: optional`, so two loads on a busy machine may
 * lay out with different fonts, and only hydration must be able to move what is compared.
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
 * Pages that stand for their template: every page but the members of a collection, of which one
 * blog post, one tag page, one service, one case study and one favicon page stand for the rest,
 * in both languages.
 */
const COLLECTIONS = [/^\/blog\/tags\/[^/]+$/, /^\/services\/[^/]+$/, /^\/case-studies\/[^/]+$/, /^\/favicon\b/];
function collectionOf(route: string): string | undefined {
  if (/class="[^"]*\bblog-post-page\b/.test(builtHtml(route))) {
    return 'blog posts';
  }
  const inLocale = routeInLocale(route);
  return COLLECTIONS.find((collection) => collection.test(inLocale))?.source;
}
const oneOfEachTemplate = (() => {
  const seen = new Set<string>();
  return new Set(
    builtRoutes().filter((route) => {
      const collection = collectionOf(route);
      const key = `${isFrenchRoute(route)}|${collection}`;
      if (isRedirectRoute(route) || (collection !== undefined && seen.has(key))) {
        return false;
      }
      seen.add(key);
      return true;
    }),
  );
})();

const notFound = new Set(notFoundRoutes());

test.describe.configure({timeout: 120_000});

for (const route of [...builtRoutes(), ...notFound]) {
  test(`${route}: content without JavaScript, budgets, no console error or third-party request, axe and layout at 1280, 800 and 390 px, for every visitor`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const french = isFrenchRoute(route);
    const redirect = !notFound.has(route) && isRedirectRoute(route);
    const template = oneOfEachTemplate.has(route) || notFound.has(route);
    // Nothing fades in under reduced motion, so no section is caught half-transparent.
    await page.emulateMedia({reducedMotion: 'reduce'});

    // No request leaves the site; the contact form's frame, on the contact page only, is the one
    // exception (what the frame itself loads is the form service's business).
    const ownOrigin = new URL(baseURL!).origin;
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
    if (!notFound.has(route) && !redirect) {
      const noScripts = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: {width: 1280, height: 800},
      });
      const plain = await noScripts.newPage();
      await plain.goto(route);
      await expect(plain.locator('main h1')).toBeVisible();
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

    // The hydrated page, loaded once with an empty cache: its first-load bytes on the way.
    const {totals, leftPage} = await firstLoadBytes(page, route);
    test.info().annotations.push({type: 'bytes', description: JSON.stringify(totals)});
    expect(totals.js, `JS gzip on ${route}`).toBeLessThanOrEqual(BUDGETS.js);
    expect(totals.css, `CSS gzip on ${route}`).toBeLessThanOrEqual(BUDGETS.css);
    expect(totals.html, `HTML gzip on ${route}`).toBeLessThanOrEqual(BUDGETS.html);
    // Guards against measuring nothing; a redirect page may leave before its scripts load.
    expect(leftPage || totals.js > 0, 'scripts measured').toBe(true);
    await waitForHydration(page);
    if (redirect) {
      expect(foreign, 'requests to other origins').toEqual([]);
      return;
    }

    if (template) {
      // No layout shift from hydration, checked without timing: the page as prerendered (the
      // site's scripts blocked, as a visitor's browser first paints it) and the hydrated page
      // place the first screen's landmarks alike, and carry the same head tags.
      const after = await firstScreenPositions(page);
      const head = await headLines(page);
      const prerendered = await page.context().newPage();
      await prerendered.route('**/assets/js/**', (request) => request.abort());
      await prerendered.goto(route, {waitUntil: 'load'});
      const before = await firstScreenPositions(prerendered);
      const prerenderedHead = await headLines(prerendered);
      await prerendered.close();
      expect(Object.keys(before).length).toBeGreaterThan(0);
      expect(Object.fromEntries(Object.keys(before).map((key) => [key, after[key]]))).toEqual(before);
      // The not-found page answers any address: its language links name 404.html as prerendered
      // and the address asked for once hydrated, neither of which search engines index.
      const comparable = (lines: string[]) =>
        notFound.has(route) ? lines.filter((line) => !/hreflang|og:url/.test(line)) : lines;
      expect(comparable(head), 'head tags changed by hydration').toEqual(comparable(prerenderedHead));
      if (!french) {
        const focusProblems = await faintFocusIndicators(page, {header: HEADER_FOCUS_PAGES.includes(route)});
        expect(focusProblems, 'faint keyboard focus indicators').toEqual([]);
      }
    }
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

    const axe = async (width: number) => {
      const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
      return results.violations.map(
        (v) => `${width} px: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    };
    const problems: string[] = await axe(1280);
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: width < 1024 ? 844 : 800});
      const found = [
        ...(await sideMarginProblems(page)),
        ...(await findGridHoles(page)),
        ...(await unreachableTableCells(page, {scrollAllowed: width >= PHONE_MAX_WIDTH_PX})),
      ];
      if (LAST_LINE_PAGES.includes(routeInLocale(route)) && width !== 800) {
        found.push(...(await findOneWordLastLines(page)));
      }
      problems.push(...found.map((line) => `${width} px: ${line}`));
    }
    if (template) {
      problems.push(...(await axe(390)));
    }
    expect(problems, 'accessibility and layout').toEqual([]);
    expect(foreign, 'requests to other origins').toEqual([]);
  });
}
