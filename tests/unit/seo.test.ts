import {absoluteUrl, formatPageTitle, robotsContent} from '@site/src/lib/seo';

describe('title rule', () => {
  it("suffixes ' | {company}'", () => {
    expect(formatPageTitle('About Us', 'Northbeam Technologies')).toBe('About Us | Northbeam Technologies');
  });

  it('leaves a title that already contains the company name alone, in any letter case', () => {
    expect(formatPageTitle('Northbeam Technologies | Managed IT', 'Northbeam Technologies')).toBe(
      'Northbeam Technologies | Managed IT',
    );
    expect(formatPageTitle('Why NORTHBEAM TECHNOLOGIES', 'Northbeam Technologies')).toBe('Why NORTHBEAM TECHNOLOGIES');
  });

  it('gives the company name alone for an empty or missing title', () => {
    expect(formatPageTitle('', 'Northbeam Technologies')).toBe('Northbeam Technologies');
    expect(formatPageTitle('   ', 'Northbeam Technologies')).toBe('Northbeam Technologies');
    expect(formatPageTitle(undefined, 'Northbeam Technologies')).toBe('Northbeam Technologies');
  });
});

describe('absolute URLs and robots', () => {
  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://www.example.com/', '/img/og.png')).toBe('https://www.example.com/img/og.png');
    expect(absoluteUrl('https://www.example.com', 'img/og.png')).toBe('https://www.example.com/img/og.png');
  });

  it('keeps absolute URLs', () => {
    expect(absoluteUrl('https://a.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('gives index or noindex', () => {
    expect(robotsContent(false)).toBe('index, follow');
    expect(robotsContent(true)).toBe('noindex, nofollow');
  });
});
