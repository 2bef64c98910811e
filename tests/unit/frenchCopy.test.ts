/**
 * French copy that the data must keep consistent: telephone numbers written from their E.164 form,
 * the address in Canada Post's French form, and a French label for every tag of a French post.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {company, formatAddress, terms} from '@site/src/data/company';
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

  it('keeps the payment term a number that each language words', () => {
    expect(typeof terms.paymentDueDays).toBe('number');
    expect(Object.keys(companyFr).filter((key) => key.startsWith('company.terms.payment'))).toEqual([]);
  });
});

describe('French blog tags', () => {
  const blog = path.join(FR, 'docusaurus-plugin-content-blog');
  // tags.yml: a key per tag, then its indented `label:` and `permalink:` (the plain YAML it holds).
  const tags: Record<string, {label?: string; permalink?: string}> = {};
  let current = '';
  for (const line of readFileSync(path.join(blog, 'tags.yml'), 'utf8').split('\n')) {
    const key = /^([\w-]+):\s*$/.exec(line);
    const field = /^\s+(label|permalink):\s*(.+)$/.exec(line);
    if (key) {
      current = key[1]!;
      tags[current] = {};
    } else if (field && current) {
      tags[current]![field[1] as 'label' | 'permalink'] = field[2]!.trim();
    }
  }

  it('gives every tag of a French post a French label, at the English permalink', () => {
    const used = readdirSync(blog)
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => {
        const match = /^tags:\s*\[([^\]]*)\]/m.exec(readFileSync(path.join(blog, file), 'utf8'));
        return match ? match[1]!.split(',').map((tag) => tag.trim()) : [];
      });
    expect(used.length).toBeGreaterThan(0);
    for (const tag of new Set(used)) {
      expect({tag, label: tags[tag]?.label, permalink: tags[tag]?.permalink}).toEqual({
        tag,
        label: expect.any(String),
        permalink: `/${tag}`,
      });
      expect(tags[tag]!.label).not.toBe(tag);
    }
  });
});
