/**
 * Refuses, on a build for publishing, anything fictional in what the site publishes (rule.ts):
 * the data modules, the French data texts and the configuration (sources.ts), and dated
 * commitments whose date has passed (commitments.ts). A local build lists what it found, once,
 * and warns about stale commitments. Runs in loadContent, before anything is rendered.
 */
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isDefaultLocale} from '../lib/locale';
import {checkPublishedAddresses} from './rule';
import {checkDatedCommitments} from './commitments';
import {publishedSources} from './sources';

export default function publishedAddressesPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'published-addresses',
    async loadContent() {
      const sources = await publishedSources(context.siteDir, context.siteConfig, (file) => import(file));
      const check = checkPublishedAddresses(process.env, {siteUrl: process.env.SITE_URL, sources});
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
