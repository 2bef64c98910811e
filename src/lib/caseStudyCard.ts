/** What a case-study card shows; apart from caseStudies.ts, so a page with cards ships only this. */
import type {CaseStudySummary} from './caseStudies';

/** Results shown on a card: the first 2, or the first 3 on a horizontal card. */
export const CARD_RESULTS = 2;
export const HORIZONTAL_CARD_RESULTS = 3;

/** What a case-study card shows. */
export type CaseStudyCardData = Pick<
  CaseStudySummary,
  'permalink' | 'title' | 'description' | 'client' | 'service' | 'image' | 'imageAlt' | 'results'
>;

/** A summary cut to what its card shows (an article's related studies ship nothing else). */
export function toCaseStudyCard(
  {permalink, title, description, client, service, image, imageAlt, results}: CaseStudySummary,
  resultCount = CARD_RESULTS,
): CaseStudyCardData {
  return {permalink, title, description, client, service, image, imageAlt, results: results.slice(0, resultCount)};
}

/** A study as the lists show it: its card with up to 3 results, and the categories the filters read. */
export type CaseStudyListItem = CaseStudyCardData & Pick<CaseStudySummary, 'categories'>;
