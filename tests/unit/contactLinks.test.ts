import {buildMailtoHref, buildMapsHref, buildTelHref} from '@site/src/lib/contactLinks';
import {company} from '@site/src/data/company';

describe('tel: links', () => {
  it('appends a pause and extension 9 to the emergency number', () => {
    expect(buildTelHref('+14165550199', '9')).toBe('tel:+14165550199,9');
    expect(buildTelHref(company.emergency.phoneE164, company.emergency.extension)).toMatch(/^tel:\+1\d{10},9$/);
  });

  it('strips formatting from a displayed number', () => {
    expect(buildTelHref('(416) 555-0100')).toBe('tel:4165550100');
    expect(buildTelHref('+1 416-555-0100')).toBe('tel:+14165550100');
  });

  it('ignores a blank extension and non-digits in it', () => {
    expect(buildTelHref('+14165550100', '')).toBe('tel:+14165550100');
    expect(buildTelHref('+14165550100', 'ext. 9')).toBe('tel:+14165550100,9');
  });

  it('refuses a number without digits', () => {
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
