/**
 * What Canadian and Quebec law asks of the pages, in both languages, checked against the
 * constants that state it: the privacy policy's Law 25 sections (governance, complaints with
 * their timelines, portability and de-indexation, both regulators, the form service and where it
 * stores data), both language versions equally authoritative, the dated commitments as they
 * stand in src/data/commitments.ts, and the notice beside the contact form and its fallback.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, isPhone} from './support/fixtures';
import {FORM_ORIGIN, serveFakeForm} from './support/fakeForm';
import {siteDataIn} from '../../plugins/site-data';
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

/** The page's h2 with this id, and the text up to the next h2. */
async function sectionText(page: Page, id: string): Promise<string> {
  return page.locator(`main h2#${id}`).evaluate((heading) => {
    let text = '';
    for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) {
      text += ` ${node.textContent ?? ''}`;
    }
    return text.replace(/\s+/g, ' ');
  });
}

function opensInNewTab(link: Locator) {
  return Promise.all([
    expect(link).toHaveAttribute('target', '_blank'),
    expect(link).toHaveAttribute('rel', 'noopener noreferrer'),
  ]);
}

for (const {locale, prefix, prevails, equal} of LOCALES) {
  const {company, privacy, compliance} = siteDataIn(locale).company;

  test.describe(`${locale} legal pages`, {tag: '@any-size'}, () => {
    test(`${prefix}/privacy-policy: Law 25 governance, complaints, rights, regulators and the form service`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/privacy-policy`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const main = page.getByRole('main');
      const {lastUpdated} = legalDocumentDates.privacyPolicy;
      await expect(main.locator(`time[datetime="${lastUpdated}"]`).first()).toHaveText(
        formatLongDate(lastUpdated, locale)!,
      );
      for (const id of ['your-rights', 'governance', 'complaints', 'contact-us', 'data-retention']) {
        await expect(main.locator(`h2#${id}`)).toHaveCount(1);
      }
      // The table of contents lists the new sections.
      await expect(page.locator('a[href="#governance"]').first()).toBeAttached();
      await expect(page.locator('a[href="#complaints"]').first()).toBeAttached();

      const governance = await sectionText(page, 'governance');
      expect(governance).toContain(privacy.officerTitle);
      expect(governance).toContain(privacy.formProcessor.name);

      const complaints = await sectionText(page, 'complaints');
      expect(complaints).toContain(company.privacyEmail);
      expect(complaints).toMatch(new RegExp(`\\b${privacy.acknowledgeWithinBusinessDays}\\s`));
      expect(complaints).toMatch(new RegExp(`\\b${privacy.answerWithinDays}\\s`));
      const steps = main.locator('h2#complaints ~ ol').first().locator(':scope > li');
      await expect(steps).toHaveCount(4);
      for (const regulator of [privacy.regulators.federal, privacy.regulators.quebec]) {
        const link = main.getByRole('link', {name: regulator.name}).first();
        await expect(link).toHaveAttribute('href', regulator.url);
        await opensInNewTab(link);
      }

      // Portability and de-indexation, beside access, correction, withdrawal and complaint.
      const rights = main.locator('h2#your-rights ~ ul').first().locator(':scope > li');
      await expect(rights).toHaveCount(6);
      await expect(rights.nth(3)).toContainText(locale === 'en-CA' ? 'Portability' : 'portabilité');
      await expect(rights.nth(4)).toContainText(locale === 'en-CA' ? 'De-indexation' : 'désindexation');
      await expect(rights.nth(5).locator('a[href="#complaints"]')).toHaveCount(1);

      // The form service by name, with where it stores what it receives.
      const form = main.locator('li').filter({hasText: privacy.formProcessor.storage});
      await expect(form).toHaveCount(1);
      await expect(form).toContainText(privacy.formProcessor.name);
      expect(privacy.formProcessor.storage).toMatch(locale === 'en-CA' ? /outside Québec/ : /extérieur du Québec/);

      // The person in charge, with title and contact details.
      const contact = await sectionText(page, 'contact-us');
      expect(contact).toContain(privacy.officerTitle);
      expect(contact).toContain(company.privacyEmail);
      expect(contact).toContain(company.contact.phone);

      // Privacy law named, commitments dated from the constants.
      await expect(main).toContainText(compliance.privacyLaws[1]!.name);
      for (const {due} of Object.values(datedCommitments)) {
        await expect(main.locator(`time[datetime="${due}"]`)).toHaveText(formatMonthYear(due, locale)!);
      }

      await expect(main).toContainText(equal);
      await expect(main).not.toContainText(prevails);
      await expect(main).not.toContainText(locale === 'en-CA' ? /newsletter/i : /infolettre/i);
    });

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

  test.describe(`${locale} contact page collection notice`, () => {
    const policyPath = `${prefix}/privacy-policy`;

    async function expectNotice(page: Page): Promise<void> {
      const notice = page.locator('#contact-privacy-notice');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(company.legalName);
      await expect(notice).toContainText(privacy.formProcessor.name);
      await expect(notice).toContainText(privacy.formProcessor.storage);
      await expect(notice.locator(`a[href="${policyPath}"]`)).toBeVisible();
      await expect(notice.locator(`a[href="mailto:${company.privacyEmail}"]`)).toHaveText(company.privacyEmail);
    }

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

    test.describe('without JavaScript', () => {
      test.use({javaScriptEnabled: false});
      test('is in the page with the fallback links', async ({page}) => {
        await page.goto(`${prefix}/contact`);
        await expectNotice(page);
        await expect(page.locator(`a[href^="${FORM_ORIGIN}/t/"]`)).toBeVisible();
      });
    });
  });
}
