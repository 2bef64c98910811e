import {sectionRedirectFor, sectionRedirectScript} from '@site/src/lib/sectionRedirects';
import {itMaps} from './support/itMaps';

describe('unknown blog and case-study slugs', () => {
  itMaps('redirects %s to its section list %s', sectionRedirectFor, [
    ['/blog/no-such-post', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/2025/01/old-style', '/blog'],
    ['/case-studies/no-such-study', '/case-studies'],
    ['/Case-Studies/X', '/case-studies'],
  ]);

  it.each(['/no-such-page', '/blogs/post', '/case-studies-old'])('leaves %s to the not-found page', (pathname) => {
    expect(sectionRedirectFor(pathname)).toBeNull();
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

describe('sectionRedirectScript as shipped', () => {
  it('is already in the form swc minifies it to, so the page keeps the hashed bytes after hydration', async () => {
    const {minify} = await import('@swc/core');
    for (const sections of [
      ['/blog', '/case-studies'],
      ['/fr/blog', '/fr/case-studies'],
    ]) {
      const script = sectionRedirectScript(sections);
      // The HTML minifier leaves out the final semicolon the standalone minifier adds.
      expect((await minify(script, {compress: true, mangle: true})).code.replace(/;$/, '')).toBe(script);
    }
  });
});
