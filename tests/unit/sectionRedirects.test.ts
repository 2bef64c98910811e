import {sectionRedirectFor, sectionRedirectScript} from '@site/src/lib/sectionRedirects';

describe('unknown blog and case-study slugs', () => {
  it('redirects unknown paths under /blog/ to /blog', () => {
    expect(sectionRedirectFor('/blog/no-such-post')).toBe('/blog');
    expect(sectionRedirectFor('/blog/')).toBe('/blog');
    expect(sectionRedirectFor('/blog/2025/01/old-style')).toBe('/blog');
  });

  it('redirects unknown paths under /case-studies/ to /case-studies', () => {
    expect(sectionRedirectFor('/case-studies/no-such-study')).toBe('/case-studies');
    expect(sectionRedirectFor('/Case-Studies/X')).toBe('/case-studies');
  });

  it('leaves other unknown paths to the not-found page', () => {
    expect(sectionRedirectFor('/no-such-page')).toBeNull();
    expect(sectionRedirectFor('/blogs/post')).toBeNull();
    expect(sectionRedirectFor('/case-studies-old')).toBeNull();
  });
});

describe('sectionRedirectScript', () => {
  const run = (pathname: string): string | null => {
    let replacedWith: string | null = null;
    const location = {pathname, replace: (to: string) => (replacedWith = to)};
    new Function('location', sectionRedirectScript())(location);
    return replacedWith;
  };

  it('sends unknown slugs to their list, like sectionRedirectFor', () => {
    for (const pathname of ['/blog/no-such-post', '/Case-Studies/X', '/case-studies/a/b', '/about', '/blogs/x', '/']) {
      expect(run(pathname)).toBe(sectionRedirectFor(pathname));
    }
  });
});
