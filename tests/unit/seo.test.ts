import {absoluteUrl, formatPageTitle, robotsContent} from '@site/src/lib/seo';

describe('the page title a visitor’s tab and search engines show', () => {
  it("is suffixed ' | {company}' unless it names the company, in any case; the company alone for none", () => {
    expect(formatPageTitle('About Us', 'Northbeam Technologies')).toBe('About Us | Northbeam Technologies');
    expect(formatPageTitle('Why NORTHBEAM TECHNOLOGIES', 'Northbeam Technologies')).toBe('Why NORTHBEAM TECHNOLOGIES');
    expect(formatPageTitle('   ', 'Northbeam Technologies')).toBe('Northbeam Technologies');
    expect(formatPageTitle(undefined, 'Northbeam Technologies')).toBe('Northbeam Technologies');
  });
});

describe('absolute URLs and robots', () => {
  it('joins the site URL and a path with exactly one slash, and keeps absolute URLs', () => {
    expect(absoluteUrl('https://www.example.com/', '/img/og.png')).toBe('https://www.example.com/img/og.png');
    expect(absoluteUrl('https://www.example.com', 'img/og.png')).toBe('https://www.example.com/img/og.png');
    expect(absoluteUrl('https://a.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('gives index or noindex', () => {
    expect(robotsContent(false)).toBe('index, follow');
    expect(robotsContent(true)).toBe('noindex, nofollow');
  });
});
