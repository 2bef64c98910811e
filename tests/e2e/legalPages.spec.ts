/**
 * The legal pages once hydrated, in both languages: the terms equally authoritative in both
 * versions, the dated commitments as they stand in src/data/commitments.ts, and the notice
 * beside the contact form and its fallback. What the privacy texts say is checked on the built
 * pages (tests/output/privacyTexts.test.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, isPhone} from './support/fixtures';
import {FORM_ORIGIN, serveFakeForm} from './support/fakeForm';
import {datedCommitments, legalDocumentDates} from '../../src/data/commitments';
import {formatLongDate, formatMonthYear} from '../../src/lib/dates';

const LOCALES = [
  {
    locale: 'en-CA',
    prefix: '',
    prevails: /English version prevails/i,
    equal: 'Both versions are equally authoritative.',
  },
  {
    locale: 'fr-CA',
    prefix: '/fr',
    prevails: /version anglaise prévaut/i,
    equal: 'Les deux versions ont la même valeur.',
  },
] as const;

const frenchStrings = JSON.parse(readFileSync(path.join(__dirname, '../../i18n/fr-CA/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

for (const {locale, prefix, prevails, equal} of LOCALES) {
  test.describe(`${locale} legal pages`, {tag: '@any-size'}, () => {
    test(`${prefix}/terms-and-conditions: equally authoritative, dated from the constants`, async ({page}) => {
      await gotoHydrated(page, `${prefix}/terms-and-conditions`);
      const main = page.getByRole('main');
      const {lastUpdated} = legalDocumentDates.terms;
      await expect(main.locator(`time[datetime="${lastUpdated}"]`).first()).toHaveText(
        formatLongDate(lastUpdated, locale)!,
      );
      for (const {due} of Object.values(datedCommitments)) {
        await expect(main.locator(`time[datetime="${due}"]`)).toHaveText(formatMonthYear(due, locale)!);
      }
      await expect(main).toContainText(equal);
      await expect(main).not.toContainText(prevails);
    });

    test(`${prefix}/legal: each dated commitment shows its target date`, async ({page}) => {
      await gotoHydrated(page, `${prefix}/legal`);
      const compliance = page.locator('section').filter({has: page.locator('#legal-compliance')});
      for (const {due} of Object.values(datedCommitments)) {
        await expect(compliance.locator(`time[datetime="${due}"]`)).toHaveText(formatMonthYear(due, locale)!);
      }
    });
  });

  // What the notice says is checked on the built page (tests/output/privacyTexts.test.ts).
  test.describe(`${locale} contact page collection notice`, () => {
    const expectNotice = (page: Page) => expect(page.locator('#contact-privacy-notice')).toBeVisible();

    async function showFormTab(page: Page): Promise<void> {
      if (isPhone(page)) {
        const name = locale === 'en-CA' ? 'Send Message' : frenchStrings['contact.tabs.message']!.message;
        await page.getByRole('tab', {name}).click();
      }
    }

    test('sits above the form, in the form block', async ({page}) => {
      await serveFakeForm(page);
      await gotoHydrated(page, `${prefix}/contact`);
      await expect(page.locator('[data-form-state]')).toHaveAttribute('data-form-state', 'ready');
      await showFormTab(page);
      await expectNotice(page);
      const [notice, form] = [
        await page.locator('#contact-privacy-notice').boundingBox(),
        await page.locator('[data-form-state]').boundingBox(),
      ];
      expect(notice!.y + notice!.height).toBeLessThanOrEqual(form!.y);
    });

    test('stays beside the fallback when the form cannot load', async ({page}) => {
      await page.route(`${FORM_ORIGIN}/t/**`, (route) => route.abort('internetdisconnected'));
      await page.clock.install();
      await gotoHydrated(page, `${prefix}/contact`);
      await page.clock.runFor(10_000);
      await expect(page.locator('[data-form-state]')).toHaveAttribute('data-form-state', 'fallback');
      await showFormTab(page);
      await expectNotice(page);
    });
  });
}
