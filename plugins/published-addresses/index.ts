/**
 * Refuses, on a CI or hosting build, to publish placeholder addresses (rule.ts) or dated
 * commitments whose date has passed (commitments.ts); a local build says in one line what it
 * used and warns about stale commitments. Runs in loadContent, before anything is rendered.
 */
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {company} from '../../src/data/company';
import {isDefaultLocale} from '../lib/locale';
import {checkPublishedAddresses} from './rule';
import {checkDatedCommitments} from './commitments';

/** Every address the pages publish, by the setting that holds it. */
function publishedAddresses(context: LoadContext): Record<string, string> {
  const form = context.siteConfig.customFields?.contactForm as {origin?: string} | undefined;
  const bookingUrl = context.siteConfig.customFields?.bookingUrl as string | undefined;
  return {
    'company.contact.email': company.contact.email,
    'company.emergency.email': company.emergency.email,
    'company.legalEmail': company.legalEmail,
    'company.privacyEmail': company.privacyEmail,
    'company.securityEmail': company.securityEmail,
    ...(form?.origin ? {FILLOUT_ORIGIN: form.origin} : {}),
    ...(bookingUrl ? {BOOKING_URL: bookingUrl} : {}),
    ...Object.fromEntries(company.socialLinks.map((link) => [`company.socialLinks (${link.platform})`, link.url])),
  };
}

export default function publishedAddressesPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'published-addresses',
    async loadContent() {
      const check = checkPublishedAddresses(process.env, {
        siteUrl: process.env.SITE_URL,
        addresses: publishedAddresses(context),
      });
      if (check.action === 'fail') {
        throw new Error(check.message);
      }
      // Once per build, not once per locale.
      if (check.action === 'allow' && isDefaultLocale(context)) {
        logger.info(`published addresses: ${check.message}`);
      }
      checkDatedCommitments(context);
    },
  };
}
