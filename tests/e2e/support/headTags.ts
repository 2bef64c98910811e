/**
 * The SEO and sharing tags of a page's head, read the same way from the prerendered HTML and
 * from the hydrated page, so the sweep can check that every page carries the full set and that
 * hydration does not change it.
 */
import type {Page} from '@playwright/test';

/** Every page: title rule, description, keywords, robots, Open Graph and Twitter card tags. */
export const REQUIRED_HEAD_TAGS = [
  'title',
  'meta[name=description]',
  'meta[name=keywords]',
  'meta[name=robots]',
  'meta[property=og:type]',
  'meta[property=og:title]',
  'meta[property=og:description]',
  'meta[property=og:image]',
  'meta[property=og:image:width]',
  'meta[property=og:image:height]',
  'meta[property=og:image:alt]',
  'meta[property=og:locale]',
  'meta[name=twitter:card]',
  'meta[name=twitter:title]',
  'meta[name=twitter:description]',
  'meta[name=twitter:image]',
  'meta[name=twitter:image:alt]',
] as const;

/** Indexable pages also name their canonical address. */
export const CANONICAL = 'link[rel=canonical]';

/**
 * Each tag's value ('' when it is missing, the values joined with " | " when it appears more
 * than once, so a duplicate shows up as a difference), and the alternate-language links
 * (`alternates`; their values are checked on the built files by tests/output/alternateLanguages).
 */
export async function readHeadTags(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (selectors) => {
      const values: Record<string, string> = {};
      for (const selector of selectors) {
        const [, tag, attribute, name] = /^(\w+)(?:\[(\w+)=([\w:]+)\])?$/.exec(selector)!;
        const elements = Array.from(document.head.querySelectorAll(tag)).filter(
          (element) => !attribute || element.getAttribute(attribute) === name,
        );
        values[selector] = elements
          .map((element) =>
            tag === 'title'
              ? (element.textContent ?? '')
              : tag === 'link'
                ? (element.getAttribute('href') ?? '')
                : (element.getAttribute('content') ?? ''),
          )
          .join(' | ');
      }
      // The page's versions in each language, for search engines.
      values.alternates = Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
        .sort()
        .join(' | ');
      return values;
    },
    [...REQUIRED_HEAD_TAGS, CANONICAL],
  );
}

/**
 * The tags a page lacks: all of REQUIRED_HEAD_TAGS, the page language's og:locale (en_CA, or
 * fr_CA on the French site), and a canonical link when indexable.
 */
export function missingHeadTags(tags: Record<string, string>, ogLocale = 'en_CA'): string[] {
  const missing: string[] = REQUIRED_HEAD_TAGS.filter((selector) => !tags[selector]);
  if (tags['meta[property=og:locale]'] && tags['meta[property=og:locale]'] !== ogLocale) {
    missing.push(`og:locale ${ogLocale}`);
  }
  if (!/noindex/.test(tags['meta[name=robots]'] ?? '') && !tags[CANONICAL]) {
    missing.push(CANONICAL);
  }
  return missing;
}
