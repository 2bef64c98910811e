import {buildMailtoHref, buildMapsHref, buildTelHref} from '@site/src/lib/contactLinks';

describe('the tel: links a visitor taps', () => {
  it('strip formatting, and dial an extension after a pause, ignoring its non-digits', () => {
    expect(buildTelHref('+1 416-555-0100')).toBe('tel:+14165550100');
    expect(buildTelHref('+14165550100', '')).toBe('tel:+14165550100');
    expect(buildTelHref('+14165550199', 'ext. 9')).toBe('tel:+14165550199,9');
  });

  it('refuse a number without digits', () => {
    expect(() => buildTelHref('call us')).toThrow(/no digits/);
  });
});

describe('mailto: and maps links', () => {
  it("encodes the subject 'URGENT: Emergency IT Support Needed'", () => {
    expect(buildMailtoHref('emergency@example.com', 'URGENT: Emergency IT Support Needed')).toBe(
      'mailto:emergency@example.com?subject=URGENT%3A%20Emergency%20IT%20Support%20Needed',
    );
  });

  it('builds a maps search URL from the address', () => {
    expect(buildMapsHref('1 Main St, Toronto')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Toronto',
    );
  });
});
