/**
 * Contact details a French visitor reads: telephone numbers written from their E.164 form and the
 * address in Canada Post's French form.
 */
import {company, formatAddress} from '@site/src/data/company';
import {phoneText} from '@site/src/lib/contactLinks';
import {siteDataIn} from '@site/plugins/site-data';

describe('French contact details', () => {
  it('writes each telephone number from its E.164 form, as each language writes it', () => {
    expect(phoneText('+14165550100', 'en-CA')).toBe('(416) 555-0100');
    expect(phoneText('+14165550100', 'fr-CA')).toBe('416 555-0100');
    expect(phoneText('+442079460000', 'fr-CA')).toBe('+442079460000');
    const french = siteDataIn('fr-CA').company.company;
    expect(french.contact.phone).toBe(phoneText(company.contact.phoneE164, 'fr-CA'));
    expect(french.emergency.phone).toBe(phoneText(company.emergency.phoneE164, 'fr-CA'));
  });

  it('writes an address as Canada Post does in each language: the province in brackets in French', () => {
    const address = {street: '1, rue Test', city: 'Toronto', state: 'Ontario', zipCode: 'M5H 1T1', country: 'Canada'};
    expect(formatAddress(address, 'fr-CA')).toBe('1, rue Test, Toronto (Ontario) M5H 1T1, Canada');
    expect(formatAddress({...address, state: 'ON'})).toBe('1, rue Test, Toronto, ON M5H 1T1, Canada');
  });
});
