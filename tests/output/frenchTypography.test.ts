/**
 * French punctuation on the built French site, as a French reader expects it: « and » hold their
 * text with a no-break space, and ; ? ! : take a no-break space (or none) before them, never an
 * ordinary one that lets the mark wrap alone onto the next line; a colon inside a sentence is
 * followed by lower case. Reads build/ only.
 */
import {load} from 'cheerio';
import {builtHtml, builtRoutes, isFrenchRoute, isRedirectRoute} from '../support/routes';

/** An ordinary (breaking) space inside « » or before a two-part mark. */
const BREAKING_SPACE_AT_MARK = /«[ \t\n]|[ \t\n]»|[ \t\n][;?!:](?=\s|$)/g;

/** The places on a French page where an ordinary space sits at a mark, with some context. */
function breakingSpacesAtMarks(html: string): string[] {
  const $ = load(html);
  $('script, style, noscript, template').remove();
  const texts = [
    $('title').text(),
    $('meta[name="description"]').attr('content') ?? '',
    $('body').text(),
    ...$('[aria-label], [title], [alt], [placeholder]')
      .toArray()
      .flatMap((element) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => $(element).attr(name) ?? '')),
  ];
  return texts.flatMap((text) =>
    Array.from(text.matchAll(BREAKING_SPACE_AT_MARK), (match) =>
      text
        .slice(Math.max(0, match.index - 30), match.index + 30)
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
}

const routes = builtRoutes().filter((route) => isFrenchRoute(route) && !isRedirectRoute(route));

test('no French page has an ordinary space inside « » or before ; ? ! :', () => {
  expect(routes.length).toBeGreaterThan(20);
  const found = routes.flatMap((route) => breakingSpacesAtMarks(builtHtml(route)).map((at) => `${route}: ${at}`));
  expect([...new Set(found)]).toEqual([]);
});

/** Words that keep their capital after a colon: names of products, companies and places. */
const PROPER_NOUNS = new Set(
  'Microsoft Copilot Google Windows Northbeam Toronto Ottawa Ontario Canada Zoom Teams Intune Exchange Defender SharePoint OneDrive Azure'.split(
    ' ',
  ),
);

test('no French page starts a word after a colon inside a sentence with a capital, names aside', () => {
  const found = routes.flatMap((route) => {
    const $ = load(builtHtml(route));
    // Each block's own text: a list after "les suivantes :" starts its items as it likes.
    return $('main p, main li:not(:has(> p)), main dd, footer p')
      .toArray()
      .map((element) => $(element).clone().find('ul, ol, table, script, style').remove().end().text())
      .map((block) => block.replace(/\s+/g, ' ').trim())
      .flatMap((sentence) =>
        Array.from(sentence.matchAll(/(\S+)\s?:\s+(\p{Lu}[\p{Ll}'’-]+)/gu))
          .filter((match) => !PROPER_NOUNS.has(match[2]!))
          .map(
            (match) => `${route}: ${sentence.slice(Math.max(0, match.index - 30), match.index + match[0].length + 20)}`,
          ),
      );
  });
  expect(found).toEqual([]);
});
