import {repairPercentEncoding, safeDecodeURIComponent} from '@site/src/lib/safeUrl';

describe('malformed percent-encoding never throws', () => {
  it.each([
    ['/blog/%E0%A4%A', '/blog/%25E0%25A4%25A'],
    ['/case-studies/%ZZbroken', '/case-studies/%25ZZbroken'],
    ['/100%', '/100%25'],
    ['/caf%C3%A9/%E0%A4', '/caf%C3%A9/%25E0%25A4'],
  ])('repairs %s so that decodeURI accepts it', (input, repaired) => {
    expect(() => decodeURI(input)).toThrow(URIError);
    expect(repairPercentEncoding(input)).toBe(repaired);
    expect(() => decodeURI(repairPercentEncoding(input))).not.toThrow();
  });

  it('leaves valid addresses unchanged', () => {
    for (const valid of ['/about', '/blog/caf%C3%A9', '/search?q=a%20b', '#contact-form', '/%25literal']) {
      expect(repairPercentEncoding(valid)).toBe(valid);
    }
  });

  it('decodes what it can and returns malformed text as it is', () => {
    expect(safeDecodeURIComponent('schedule')).toBe('schedule');
    expect(safeDecodeURIComponent('caf%C3%A9')).toBe('café');
    expect(safeDecodeURIComponent('%ZZ')).toBe('%ZZ');
    expect(safeDecodeURIComponent('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
