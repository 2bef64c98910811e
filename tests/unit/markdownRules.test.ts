import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import type {Root as HastRoot, Element, ElementContent} from 'hast';
import {remarkHardBreaks, rehypeSafeLinks} from '@site/src/remark';
import {isExternalHref, isSafeHref} from '@site/src/remark/rehypeSafeLinks';
import {isCollectionMarkdown} from '@site/src/remark';

/** Markdown → hast through the same remark and rehype plugins as the build (`path`: the file's). */
function toHast(markdown: string, path = '/site/blog/post.md'): HastRoot {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkHardBreaks)
    .use(remarkRehype)
    .use(rehypeSafeLinks);
  return processor.runSync(processor.parse(markdown), {path, value: markdown}) as HastRoot;
}

function elements(node: HastRoot | Element, tagName: string): Element[] {
  const found: Element[] = [];
  for (const child of node.children as ElementContent[]) {
    if (child.type === 'element') {
      if (child.tagName === tagName) {
        found.push(child);
      }
      found.push(...elements(child, tagName));
    }
  }
  return found;
}

function text(node: HastRoot | Element | ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return 'children' in node ? (node.children as ElementContent[]).map(text).join('') : '';
}

describe('a writer’s line breaks', () => {
  it('turns a single line break inside a paragraph into a hard break', () => {
    const tree = toHast('First line\nSecond line\nThird line');
    expect(elements(tree, 'p')).toHaveLength(1);
    expect(elements(tree, 'br')).toHaveLength(2);
    expect(text(tree)).toContain('First line');
  });

  it('adds no break before a line that starts a heading, list or quote, or at a blank line', () => {
    // "2." cannot interrupt a paragraph in CommonMark, so the line stays inside it.
    expect(elements(toHast('Intro line\n2. not a list in CommonMark'), 'br')).toHaveLength(0);
    expect(elements(toHast('Intro line\n- a list'), 'br')).toHaveLength(0);
    expect(elements(toHast('Paragraph one\n\nParagraph two'), 'br')).toHaveLength(0);
  });

  it('leaves code alone', () => {
    const tree = toHast('```\nline one\nline two\n```\n\n`inline`');
    expect(elements(tree, 'br')).toHaveLength(0);
    expect(text(elements(tree, 'code')[0]!)).toBe('line one\nline two\n');
  });
});

describe('links in a writer’s markdown, as a visitor gets them', () => {
  it.each([
    'Click [here](<JaVaScRiPt:alert(1)>) now.',
    'Click [here](<java\tscript:alert(1)>) now.',
    'Click [here](<data:text/html;base64,PHNjcmlwdD4=>) now.',
    'Click [here][bad] now.\n\n[bad]: javascript:alert(1)',
  ])('strips the link of %j and keeps its text', (markdown) => {
    const tree = toHast(markdown);
    expect(elements(tree, 'a')).toHaveLength(0);
    expect(text(tree)).toBe('Click here now.');
  });

  it.each([
    ['http://example.com', true],
    ['mailto:hello@northbeam.example', false],
    ['/services/managed-it-services', false],
  ])('keeps %s (external: %s)', (href, external) => {
    const [link] = elements(toHast(`[link](${href})`), 'a');
    expect(link?.properties.href).toBe(href);
    expect(link?.properties.target).toBe(external ? '_blank' : undefined);
    expect(link?.properties.rel).toEqual(external ? ['noopener', 'noreferrer'] : undefined);
  });

  it('keeps a relative address with a colon, and reads a scheme in any case, after a space or in an autolink', () => {
    expect(isSafeHref('/a:b')).toBe(true);
    expect(isSafeHref(' javascript:alert(1)')).toBe(false);
    expect(elements(toHast('<javascript:alert(1)>'), 'a')).toHaveLength(0);
    expect(isExternalHref('HTTPS://EXAMPLE.COM')).toBe(true);
  });
});

describe('text normalisation', () => {
  it('reads any line ending, a run of blank lines as one, and nothing of the blank lines around the text', () => {
    const tree = toHast('\r\n\r\nOne\r\n\r\n\r\n\r\nTwo\rThree\r\nFour\n\n\n');
    expect(elements(tree, 'p').map(text)).toEqual(['One', 'Two\nThree\nFour']);
    expect(elements(tree, 'br')).toHaveLength(2);
  });

  it('makes web images of blog posts and case studies only', () => {
    expect(isCollectionMarkdown('/site/blog/post.md')).toBe(true);
    expect(isCollectionMarkdown('/site/src/pages/terms-and-conditions.mdx')).toBe(false);
    expect(isCollectionMarkdown('/site/i18n/fr-CA/docusaurus-plugin-content-docs-case-studies/current/study.md')).toBe(
      true,
    );
  });
});
