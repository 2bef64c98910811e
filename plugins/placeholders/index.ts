/** Nothing fictional may be published: built files with RFC 2606 hosts or 555-01xx numbers fail publishing. */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {publishingVariables, refuseWhenPublishing} from '../lib/publishing';
import {checkDatedCommitments} from './commitments';

/** Names reserved for examples (RFC 2606), with the e-mail address they are in: anything under .example, example.com/.net/.org. */
const FICTIONAL_HOST =
  /(?<![\w.@+-])(?:[\w.+-]+@)?(?:[a-z0-9-]+\.)*(?:[a-z0-9-]+\.example|example\.(?:com|net|org))(?![\w-]|\.[a-z0-9])/gi;
/** A separator of phone digits: space, dot, dash, no-break spaces, also as escapes in scripts and HTML. */
const SEP = String.raw`(?:[\s.\u00a0\u202f-]|\\u00a0|\\u202f|\\xa0|&nbsp;|&#160;)?`;
/** 555-0100 to 555-0199, reserved for fiction: (416) 555-0100, 416 555-0100, +1-416-555-0100, +14165550100. */
const FICTIONAL_PHONE = new RegExp(
  String.raw`(?<!\d)(?:(?:\+?1${SEP})?(?:\(\d{3}\)|\d{3})${SEP})?555${SEP}01\d{2}(?!\d)`,
  'g',
);

/** The fictional names and numbers in one text, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(FICTIONAL_HOST), ...text.matchAll(FICTIONAL_PHONE)].map(([match]) => match))];
}

export default function placeholdersPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'placeholders',
    async loadContent() {
      checkDatedCommitments(context);
    },
    async postBuild({outDir}) {
      const files = (await readdir(outDir, {recursive: true})).filter((file) =>
        /\.(?:html|js|json|xml|txt)$/.test(file),
      );
      const found: string[] = [];
      for (const file of files.sort()) {
        const matches = placeholdersIn(await readFile(path.join(outDir, file), 'utf8'));
        if (matches.length > 0) {
          found.push(`${path.relative(context.siteDir, path.join(outDir, file))}: ${matches.join(', ')}`);
        }
      }
      if (found.length === 0) {
        return;
      }
      const publishing = publishingVariables(process.env);
      const testBuild = publishing.join() === 'CI' && process.env.NORTHBEAM_TEST_BUILD === 'loopback-only';
      if (publishing.length === 0 || testBuild) {
        const shown = path.relative(context.siteDir, outDir) || '.';
        logger.warn(
          `placeholders: ${found.length} files in ${shown}/ hold them (${testBuild ? 'test' : 'local'} build; a build for publishing fails).`,
        );
        return;
      }
      refuseWhenPublishing(
        ` and would publish placeholders:\n${found.map((line) => `  - ${line}\n`).join('')}` +
          'Set SITE_URL, replace the addresses and numbers in src/data/company.ts, the content and its French, then rebuild.',
      );
    },
  };
}
