import {sectionRedirectFor} from '@site/src/lib/sectionRedirects';

describe('unknown blog and case-study slugs (spec 2.11, 2.12)', () => {
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
