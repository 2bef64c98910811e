/** A build for publishing fails on a dated promise whose date has passed; a local build warns. */
import logger from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import {
  datedCommitments,
  legalDocumentDates,
  type DatedCommitment,
  type LegalDocumentDate,
} from '../../src/data/commitments';
import {refuseWhenPublishing} from '../lib/publishing';
import {isDefaultLocale} from '../lib/locale';

/** The ISO date `months` after `date`, or undefined when `date` is not a real YYYY-MM-DD date. */
function isoDateAfter(date: string, months = 0): string | undefined {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(date) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    return undefined;
  }
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

export interface DatedContent {
  commitments: Readonly<Record<string, DatedCommitment>>;
  documents: Readonly<Record<string, LegalDocumentDate>>;
}

/** What is stale or wrong on `today` (YYYY-MM-DD, UTC), one line each, naming the constant. */
export function commitmentProblems({commitments, documents}: DatedContent, today: string): string[] {
  const problems: string[] = [];
  for (const [id, {promise, due}] of Object.entries(commitments)) {
    if (isoDateAfter(due) === undefined) {
      problems.push(`datedCommitments.${id}.due is not a YYYY-MM-DD date: ${due} (${promise})`);
    } else if (due < today) {
      problems.push(`datedCommitments.${id} is past its date, ${due}: ${promise}`);
    }
  }
  for (const [id, {page, lastUpdated, reviewEveryMonths}] of Object.entries(documents)) {
    const name = `legalDocumentDates.${id}`;
    const reviewDue = isoDateAfter(lastUpdated, reviewEveryMonths);
    if (reviewDue === undefined) {
      problems.push(`${name}.lastUpdated is not a YYYY-MM-DD date: ${lastUpdated} (${page})`);
    } else if (lastUpdated > today) {
      problems.push(`${name}.lastUpdated is in the future, ${lastUpdated} (${page})`);
    } else if (reviewEveryMonths !== undefined && reviewDue < today) {
      problems.push(
        `${name} promises a review every ${reviewEveryMonths} months and was last updated ${lastUpdated}: ` +
          `review ${page} and set the date of the review`,
      );
    }
  }
  return problems;
}

/** Throws on a build for publishing with a stale commitment; warns once on a local build. */
export function checkDatedCommitments(
  context: LoadContext,
  today = new Date().toISOString().slice(0, 10),
  content: DatedContent = {commitments: datedCommitments, documents: legalDocumentDates},
): void {
  const problems = commitmentProblems(content, today);
  if (problems.length === 0) {
    return;
  }
  const list = problems.map((problem) => `  - ${problem}`).join('\n');
  refuseWhenPublishing(
    ` and the pages would state dated commitments that are no longer true on ${today}:\n${list}\n` +
      'Update them in src/data/commitments.ts (and the text that words them), then rebuild.',
  );
  if (isDefaultLocale(context)) {
    logger.warn(`dated commitments no longer true on ${today} (a build for publishing refuses them):\n${list}`);
  }
}
