import {sectionRedirectFor} from '@site/src/lib/sectionRedirects';
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
