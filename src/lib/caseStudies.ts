/**
 * Case-study entity and its data helpers. Pure: no window, no randomness unless
 * a random source is passed in (the components call the random helpers after hydration).
 */
import type {ServiceCategory} from './serviceCategoryLabel';
import type {ServiceId} from './services';

export interface CaseStudyObjective {
  target: string;
  successCriteria: string;
}

export interface CaseStudyMetric {
  kpi: string;
  before: string;
  after: string;
  delta: string;
}

export interface CaseStudyFeedback {
  quote: string;
  author: string;
  role: string;
}

/**
 * A study's headline result for the trust band of the home and service pages: the figure and what
 * it measures, read together ("45,000+" "arrivals from Ukraine supported over two years"). The
 * figure is one the study's results state.
 */
export interface CaseStudyHeadlineMetric {
  value: string;
  label: string;
  /** Place in the trust band, 1 first; the band shows the lowest ranks. */
  rank: number;
}

export interface CaseStudyPartner {
  name: string;
  logo: string;
  website: string;
}

/** The front matter of a case-study markdown file (validated at build time). */
export interface CaseStudyFrontMatter {
  id: string;
  slug: string;
  caseStudyId: number;
  title: string;
  subtitle?: string;
  description: string;
  client: string;
  categories: ServiceId[];
  service: string;
  image: string;
  imageAlt: string;
  /** ISO date (the markdown loader may hand over a Date before serialisation). */
  publishedAt?: string | Date;
  readTime?: number;
  keywords?: string[];
  challenge: string;
  solution: string;
  outcome: string;
  background?: string;
  results: string[];
  headlineMetric?: CaseStudyHeadlineMetric;
  technologies: string[];
  objectives?: CaseStudyObjective[];
  metricsTable?: CaseStudyMetric[];
  /** Caption of the metrics table, saying what period its figures cover. */
  metricsCaption?: string;
  /** A note under the metrics table for a claim only this study makes. */
  metricsFootnote?: string;
  qualitativeFeedback?: CaseStudyFeedback[];
  lessonsLearned?: string[];
  partner?: CaseStudyPartner;
}

/** The front-matter fields a summary carries unchanged. */
type SummaryFrontMatterFields =
  | 'title'
  | 'description'
  | 'client'
  | 'categories'
  | 'service'
  | 'image'
  | 'imageAlt'
  | 'results'
  | 'headlineMetric'
  | 'challenge'
  | 'solution';

/** What list pages, cards and related-study sections need (written to JSON at build time). */
export interface CaseStudySummary extends Pick<CaseStudyFrontMatter, SummaryFrontMatterFields> {
  id: number;
  slug: string;
  permalink: string;
  publishedAt: string | null;
}

/** A headline result with the study it comes from, as the trust band links it. */
export interface HeadlineResult extends CaseStudyHeadlineMetric {
  permalink: string;
  title: string;
}

/** Results in the trust band: three by default. */
export const HEADLINE_RESULT_COUNT = 3;

/**
 * The trust band's results: the headline metrics of the studies that declare one, by rank (ties
 * keep the list order), the first `count`. A new study with a better rank takes its place.
 */
export function getHeadlineResults(
  studies: readonly Pick<CaseStudySummary, 'headlineMetric' | 'permalink' | 'title'>[],
  count = HEADLINE_RESULT_COUNT,
): HeadlineResult[] {
  return studies
    .flatMap(({headlineMetric, permalink, title}) => (headlineMetric ? [{...headlineMetric, permalink, title}] : []))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, Math.max(0, count));
}

/** Case studies whose categories include the key. */
export function getCaseStudiesByCategory<T extends Pick<CaseStudySummary, 'categories'>>(
  studies: readonly T[],
  category: string,
): T[] {
  return studies.filter((study) => (study.categories as readonly string[]).includes(category));
}

/** The case-study list filtered by a category; the filter only where the category has studies. */
export const CASE_STUDY_LIST_PATH = '/case-studies';

/**
 * Where a "case studies" link of a service goes: the list filtered by its category when the
 * category has studies, else the whole list (a filter without any study is a dead end).
 */
export function caseStudyListPath<T extends Pick<CaseStudySummary, 'categories'>>(
  studies: readonly T[],
  category: string,
): string {
  return getCaseStudiesByCategory(studies, category).length > 0
    ? `${CASE_STUDY_LIST_PATH}?category=${encodeURIComponent(category)}`
    : CASE_STUDY_LIST_PATH;
}

/**
 * Related case studies: `count` chosen at random from the studies of the
 * category, or from all studies when the category has none. `random` returns [0, 1).
 */
export function getRelatedCaseStudies<T extends Pick<CaseStudySummary, 'categories'>>(
  studies: readonly T[],
  category: string,
  count = 3,
  random: () => number = Math.random,
): T[] {
  const matching = getCaseStudiesByCategory(studies, category);
  const pool = [...(matching.length > 0 ? matching : studies)];
  // Fisher-Yates shuffle, then take the first `count`.
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.max(0, count));
}

/**
 * The stable, non-random choice rendered before hydration: the first `count` studies of the
 * category in list order, or the first of all studies when the category has none.
 */
export function getStableRelatedCaseStudies<T extends Pick<CaseStudySummary, 'categories'>>(
  studies: readonly T[],
  category: string,
  count = 3,
): T[] {
  const matching = getCaseStudiesByCategory(studies, category);
  return (matching.length > 0 ? matching : [...studies]).slice(0, Math.max(0, count));
}

/** Words of category keys that are acronyms and keep their own capitalisation in a chip. */
const CHIP_ACRONYMS: Readonly<Record<string, string>> = {
  it: 'IT',
  vcio: 'vCIO',
  ai: 'AI',
  av: 'AV',
  voip: 'VoIP',
  crm: 'CRM',
  erp: 'ERP',
};

/**
 * "cloud-hosting-services" → "Cloud Hosting Services", "it-consulting-vcio" → "IT Consulting vCIO"
 * (the category chips of a case study): each word capitalised, acronyms kept as written.
 */
export function formatCategoryChip(key: string): string {
  return key
    .split('-')
    .filter((word) => word !== '')
    .map((word) => CHIP_ACRONYMS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A lesson "Lead - rest of the text" split at its first " - " into a bold lead and the rest.
 * Without a separator the whole text is the rest.
 */
export function splitLesson(lesson: string): {lead: string | null; rest: string} {
  const index = lesson.indexOf(' - ');
  if (index <= 0) {
    return {lead: null, rest: lesson.trim()};
  }
  return {lead: lesson.slice(0, index).trim(), rest: lesson.slice(index + 3).trim()};
}

/** ISO string of a front-matter date, or null. */
export function toIsoDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The /case-studies filter from the `category` query value. */
export type CategoryFilter = {status: 'all'} | {status: 'category'; key: ServiceId; label: string};

/**
 * `categories`: the service categories in the build's language, for the label. The key matches
 * whatever its case (`CLOUD-HOSTING-SERVICES`); any other value is ignored, so the page shows
 * every study as its prerendered HTML did, never an empty filter that no chip can clear.
 */
export function parseCategoryFilter(
  value: string | null | undefined,
  categories: readonly ServiceCategory[],
): CategoryFilter {
  const key = (value ?? '').trim().toLowerCase();
  const category = categories.find((service) => service.id === key);
  return category ? {status: 'category', key, label: category.category} : {status: 'all'};
}

/** The studies a filter shows: all, or those of the category. */
export function filterCaseStudies<T extends Pick<CaseStudySummary, 'categories'>>(
  studies: readonly T[],
  filter: CategoryFilter,
): T[] {
  if (filter.status === 'all') {
    return [...studies];
  }
  return getCaseStudiesByCategory(studies, filter.key);
}

/** The query string after choosing a category: choosing the active one clears it. */
export function nextCategorySearch(current: CategoryFilter, chosen: ServiceId | null): string {
  if (chosen === null || (current.status === 'category' && current.key === chosen)) {
    return '';
  }
  return `?category=${encodeURIComponent(chosen)}`;
}

/**
 * A client as written to follow a label mid-sentence ("Client : un OBNL torontois…" on a card),
 * for a line of its own under a separate label: with a capital.
 */
export function startWithCapital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
