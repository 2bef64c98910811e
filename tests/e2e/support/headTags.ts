import type {Page} from '@playwright/test';

/**
 * The head as comparable lines: the title, the `<html>` attributes the pages set, and each managed
 * head element (react-helmet-async's `data-rh` mark) with its attributes sorted and its text.
 * Read from the live document, or from the HTML at `path` when one is given.
 */
export async function headLines(page: Page, path?: string): Promise<string[]> {
  return page.evaluate(async (htmlPath) => {
    const doc = htmlPath
      ? new DOMParser().parseFromString(await (await fetch(htmlPath)).text(), 'text/html')
      : document;
    const root = doc.documentElement;
    const lines = [
      `title: ${doc.title}`,
      ...['lang', 'dir', 'class'].map((name) => `html ${name}: ${root.getAttribute(name) ?? ''}`),
    ];
    // Structured data compares as data: the build writes it with its keys sorted.
    const sortedKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sortedKeys)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([key, entry]) => [key, sortedKeys(entry)]),
            )
          : value;
    const textOf = (element: Element) =>
      element.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(sortedKeys(JSON.parse(element.textContent ?? 'null')))
        : (element.textContent ?? '');
    for (const element of Array.from(doc.head.querySelectorAll('[data-rh]'))) {
      if (element.tagName === 'TITLE') {
        continue;
      }
      const attributes = Array.from(element.attributes)
        .filter((attribute) => attribute.name !== 'data-rh')
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort();
      lines.push(`<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${textOf(element)}`);
    }
    return lines.sort();
  }, path);
}
