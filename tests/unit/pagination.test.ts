import {listPageAddress, pageList} from '@site/src/lib/pagination';

describe('the page links a visitor sees under a long list', () => {
  it('lists every page when there are at most seven', () => {
    expect(pageList(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, last, current and neighbouring pages, with a gap for each run left out', () => {
    expect(pageList(12, 25)).toEqual([1, 'gap', 11, 12, 13, 'gap', 25]);
    expect(pageList(25, 25)).toEqual([1, 'gap', 24, 25]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageList(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageList(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('clamps out-of-range and malformed input', () => {
    expect(pageList(99, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageList(Number.NaN, 0)).toEqual([1]);
  });
});

describe('listPageAddress', () => {
  it('gives the first page without a suffix and the others under /page/N', () => {
    expect(listPageAddress('/blog', 2)).toBe('/blog/page/2');
    expect(listPageAddress('/blog/page/3', 1)).toBe('/blog');
    expect(listPageAddress('/fr/blog/tags/security/page/2', 4)).toBe('/fr/blog/tags/security/page/4');
    expect(listPageAddress('/blog/page/2/', 3)).toBe('/blog/page/3');
  });
});
