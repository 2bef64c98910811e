/** Case-study types and pure helpers (the random ones take their source, for after hydration). */
import type {ServiceCategory} from './serviceCategoryLabel';
import type {ServiceId} from './services';

/** A study's headline result for the trust band: a figure its results state, and what it measures. */
export interface CaseStudyHeadlineMetric {
  value: string;
  label: string;
  /** Place in the trust band, 1 first; the band shows the lowest ranks. */
  rank: number;
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
  /** ISO date, or a Date from the markdown loader. */
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
  objectives?: {target: string; successCriteria: string}[];
  metricsTable?: {kpi: string; before: string; after: string; delta: string}[];
  /** Caption of the metrics table, saying what period its figures cover. */
  metricsCaption?: string;
  /** A note under the metrics table for a claim only this study makes. */
  metricsFootnote?: string;
  qualitativeFeedback?: {quote: string; author: string; role: string}[];
  lessonsLearned?: string[];
  partner?: {name: string; logo: string; website: string};
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

/** The trust band's results: the studies' headline metrics by rank (ties keep the list order). */
export function getHeadlineResults(
  studies: readonly Pick<CaseStudySummary, 'headlineMetric' | 'permalink' | 'title'>[],
  count = 3,
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

export const CASE_STUDY_LIST_PATH = '/case-studies';

/** A service's "case studies" link: the list filtered by its category, unless that filter is empty. */
export function caseStudyListPath<T extends Pick<CaseStudySummary, 'categories'>>(
  studies: readonly T[],
  category: string,
): string {
  return getCaseStudiesByCategory(studies, category).length > 0
    ? `${CASE_STUDY_LIST_PATH}?category=${encodeURIComponent(category)}`
    : CASE_STUDY_LIST_PATH;
}

/** The studies a service page offers one of: those of its category, or all when it has none. */
export function relatedCaseStudies<T extends Pick<CaseStudySummary, 'categories'>>(
  studies: readonly T[],
  category: string,
): readonly T[] {
  const matching = getCaseStudiesByCategory(studies, category);
  return matching.length > 0 ? matching : studies;
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

/** An English category chip: "it-consulting-vcio" → "IT Consulting vCIO". */
export function formatCategoryChip(key: string): string {
  return key
    .split('-')
    .filter((word) => word !== '')
    .map((word) => CHIP_ACRONYMS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A lesson "Lead - rest" split at its first " - " into a bold lead and the rest. */
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

/** The filter of a `category` query value; an unknown one shows every study, never an empty list. */
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

/** A client written to follow a label mid-sentence ("un OBNL…"), capitalised for a line of its own. */
export function startWithCapital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
