import {load} from 'cheerio';

/**
 * What a visitor reads or hears on a built page: its title, body text, labels (aria-label, title,
 * alt, placeholder) and sharing texts. A space goes between elements, so that the texts of
 * neighbouring links do not run together.
 */
export function pageText(html: string): string {
  const $ = load(html.replace(/></g, '> <'));
  $('script, style, noscript, template').remove();
  const labels = $('[aria-label], [title], [alt], [placeholder]')
    .map((_, element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => $(element).attr(name) ?? '').join(' \n '),
    )
    .get();
  const meta = $('meta[name="description"], meta[property="og:title"], meta[property="og:description"]')
    .map((_, element) => $(element).attr('content') ?? '')
    .get();
  return [$('title').text(), $('body').text(), ...labels, ...meta].join(' \n ').replace(/\s+/g, ' ');
}
