/**
 * Dated promises must still be true on the day a site is published: a certification "targeted
 * for" a quarter that has passed, or a privacy policy that promises a yearly review and was not
 * reviewed, is a false statement on a live site.
 *
 * - A build for publishing (plugins/lib/publishing.ts): the build fails, naming each stale
 *   commitment, so the owner updates src/data/commitments.ts.
 * - Local build: the same list as a warning.
 */
import logger from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import {
  datedCommitments,
  legalDocumentDates,
  type DatedCommitment,
  type LegalDocumentDate,
} from '../../src/data/commitments';
import {publishingReason, publishingVariables} from '../lib/publishing';
import {isDefaultLocale} from '../lib/locale';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day of an ISO date, or undefined when the text is not a real YYYY-MM-DD date. */
function parseDay(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return undefined;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** The ISO date `months` after `date`. */
function addMonths(date: Date, months: number): string {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later.toISOString().slice(0, 10);
}

export interface DatedContent {
  commitments: Readonly<Record<string, DatedCommitment>>;
  documents: Readonly<Record<string, LegalDocumentDate>>;
}

/** What is stale or wrong on `today` (YYYY-MM-DD, UTC), one line each, naming the constant. */
export function commitmentProblems({commitments, documents}: DatedContent, today: string): string[] {
  const problems: string[] = [];
  for (const [id, {promise, due}] of Object.entries(commitments)) {
    const name = `datedCommitments.${id}`;
    if (parseDay(due) === undefined) {
      problems.push(`${name}.due is not a YYYY-MM-DD date: ${due} (${promise})`);
    } else if (due < today) {
      problems.push(`${name} is past its date, ${due}: ${promise}`);
    }
  }
  for (const [id, {page, lastUpdated, reviewEveryMonths}] of Object.entries(documents)) {
    const name = `legalDocumentDates.${id}`;
    const updated = parseDay(lastUpdated);
    if (updated === undefined) {
      problems.push(`${name}.lastUpdated is not a YYYY-MM-DD date: ${lastUpdated} (${page})`);
    } else if (lastUpdated > today) {
      problems.push(`${name}.lastUpdated is in the future, ${lastUpdated} (${page})`);
    } else if (reviewEveryMonths !== undefined && addMonths(updated, reviewEveryMonths) < today) {
      problems.push(
        `${name} promises a review every ${reviewEveryMonths} months and was last updated ${lastUpdated}: ` +
          `review ${page} and set the date of the review`,
      );
    }
  }
  return problems;
}

export type CommitmentCheck =
  {action: 'fail'; message: string} | {action: 'warn'; message: string} | {action: 'ok'; message?: undefined};

/** The decision for this build (see the file comment). */
export function checkCommitments(env: NodeJS.ProcessEnv, content: DatedContent, today: string): CommitmentCheck {
  const problems = commitmentProblems(content, today);
  if (problems.length === 0) {
    return {action: 'ok'};
  }
  const list = problems.map((problem) => `  - ${problem}`).join('\n');
  if (publishingVariables(env).length > 0) {
    return {
      action: 'fail',
      message:
        `This build is for publishing (${publishingReason(env)}) and the pages would state dated commitments ` +
        `that are no longer true on ${today}:\n${list}\n` +
        'Update them in src/data/commitments.ts (and the text that words them), then rebuild.',
    };
  }
  return {
    action: 'warn',
    message: `dated commitments no longer true on ${today} (a build for publishing refuses them):\n${list}`,
  };
}

/** The plugin's call: throws on a build for publishing with a stale commitment; warns once on a local build. */
export function checkDatedCommitments(context: LoadContext, today = new Date().toISOString().slice(0, 10)): void {
  const check = checkCommitments(process.env, {commitments: datedCommitments, documents: legalDocumentDates}, today);
  if (check.action === 'fail') {
    throw new Error(check.message);
  }
  if (check.action === 'warn' && isDefaultLocale(context)) {
    logger.warn(check.message);
  }
}
