import {LOWER_CASE_ADDRESS_SCRIPT, localizedSections, sectionRedirectFor} from '@site/src/lib/sectionRedirects';
import {itMaps} from './support/itMaps';

describe('a visitor at an unknown blog or case-study slug', () => {
  itMaps('is redirected from %s to its section list %s', sectionRedirectFor, [
    ['/blog/no-such-post', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/2025/01/old-style', '/blog'],
    ['/case-studies/no-such-study', '/case-studies'],
    ['/Case-Studies/X', '/case-studies'],
  ]);

  it.each(['/no-such-page', '/blogs/post', '/case-studies-old'])('at %s gets the not-found page', (pathname) => {
    expect(sectionRedirectFor(pathname)).toBeNull();
  });

  it('on the French site is redirected to the French list', () => {
    const sections = localizedSections('/fr/');
    expect(sectionRedirectFor('/fr/blog/no-such-post', sections)).toBe('/fr/blog');
    expect(sectionRedirectFor('/blog/no-such-post', sections)).toBeNull();
  });
});

describe('a visitor asking for a page in another case', () => {
  const run = (pathname: string) => {
    const moves: string[] = [];
    const location = {pathname, search: '?ref=mail', hash: '#top', replace: (to: string) => moves.push(to)};
    const document = {documentElement: {style: {display: ''}}};
    new Function('location', 'document', LOWER_CASE_ADDRESS_SCRIPT)(location, document);
    return {moves, hidden: document.documentElement.style.display === 'none'};
  };

  it('moves on to the lower-case address, query and fragment kept, the not-found page hidden meanwhile', () => {
    expect(run('/FR/Contact')).toEqual({moves: ['/fr/contact?ref=mail#top'], hidden: true});
  });

  it('stays on an address already in lower case (no loop)', () => {
    expect(run('/fr/no-such-page')).toEqual({moves: [], hidden: false});
  });
});
