import {buildMailtoHref, buildMapsHref, buildTelHref, phoneText} from '@site/src/lib/contactLinks';
import {formatAddress} from '@site/src/data/company';

describe('contact details as a visitor reads them in each language', () => {
  it('writes a telephone number from its E.164 form, a number outside North America as given', () => {
    expect(phoneText('+14165550100', 'en-CA')).toBe('(416) 555-0100');
    expect(phoneText('+14165550100', 'fr-CA')).toBe('416 555-0100');
    expect(phoneText('+442079460000', 'fr-CA')).toBe('+442079460000');
  });

  it('writes an address as Canada Post does: the province in brackets in French', () => {
    const address = {street: '1, rue Test', city: 'Toronto', state: 'Ontario', zipCode: 'M5H 1T1', country: 'Canada'};
    expect(formatAddress(address, 'fr-CA')).toBe('1, rue Test, Toronto (Ontario) M5H 1T1, Canada');
    expect(formatAddress({...address, state: 'ON'})).toBe('1, rue Test, Toronto, ON M5H 1T1, Canada');
  });
});

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
