/**
 * French copy that the data must keep consistent: telephone numbers written from their E.164 form
 * and the address in Canada Post's French form.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {company, formatAddress} from '@site/src/data/company';
import {phoneText} from '@site/src/lib/contactLinks';
import {siteDataIn} from '@site/plugins/site-data';

const FR = path.resolve(__dirname, '../../i18n/fr-CA');
const companyFr = JSON.parse(readFileSync(path.join(FR, 'site-data/company.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

describe('French contact details', () => {
  it('writes each telephone number from its E.164 form, as each language writes it', () => {
    expect(phoneText('+14165550100', 'en-CA')).toBe('(416) 555-0100');
    expect(phoneText('+14165550100', 'fr-CA')).toBe('416 555-0100');
    expect(phoneText('+442079460000', 'fr-CA')).toBe('+442079460000');
    const french = siteDataIn('fr-CA').company.company;
    expect(french.contact.phone).toBe(phoneText(company.contact.phoneE164, 'fr-CA'));
    expect(french.emergency.phone).toBe(phoneText(company.emergency.phoneE164, 'fr-CA'));
  });

  it('writes the address in the French form of Canada Post', () => {
    const address = {
      ...company.contact.address,
      street: companyFr['company.company.contact.address.street']!.message,
      state: companyFr['company.company.contact.address.state']!.message,
    };
    expect(formatAddress(address, 'fr-CA')).toBe(
      '120, rue Adelaide Ouest, bureau 2500, Toronto (Ontario) M5H 1T1, Canada',
    );
    expect(formatAddress(company.contact.address)).toBe(
      '120 Adelaide Street West, Suite 2500, Toronto, ON M5H 1T1, Canada',
    );
  });
});
