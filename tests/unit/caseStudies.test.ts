import {
  filterCaseStudies,
  formatCategoryChip,
  getHeadlineResults,
  getRelatedCaseStudies,
  getStableRelatedCaseStudies,
  nextCategorySearch,
  parseCategoryFilter,
  splitLesson,
  startWithCapital,
} from '@site/src/lib/caseStudies';
import type {ServiceSummary} from '@site/src/lib/services';
import {serviceSummariesIn} from '../support/services';
import {itMaps} from './support/itMaps';

let serviceCategories: ServiceSummary[] = [];
beforeAll(async () => {
  serviceCategories = await serviceSummariesIn('en-CA');
});

const studies = [
  {slug: 'email-migration-microsoft-365', categories: ['cloud-hosting-services', 'cybersecurity-services']},
  {slug: 'analog-to-cloud-voip-transformation', categories: ['audio-visual-communications', 'managed-it-services']},
  {slug: 'cuaet-emergency-support', categories: ['custom-software-development', 'cloud-hosting-services']},
] as {slug: string; categories: never[]}[];

/** A deterministic random source cycling through the given values. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length]!;
}

describe('case-study data helpers', () => {
  it('chooses related studies at random from the same category, default 3', () => {
    const related = getRelatedCaseStudies(studies, 'cloud-hosting-services', undefined, sequence(0));
    expect(related.map((s) => s.slug).sort()).toEqual(['cuaet-emergency-support', 'email-migration-microsoft-365']);
    const one = getRelatedCaseStudies(studies, 'cloud-hosting-services', 1, sequence(0));
    expect(one).toHaveLength(1);
    // Different random draws pick different studies of the category.
    const picks = new Set(
      [0, 0.99].map((r) => getRelatedCaseStudies(studies, 'cloud-hosting-services', 1, sequence(r))[0]!.slug),
    );
    expect(picks).toEqual(new Set(['email-migration-microsoft-365', 'cuaet-emergency-support']));
  });

  it('falls back to all studies when the category has none', () => {
    const related = getRelatedCaseStudies(studies, 'training-digital-adoption', 3, sequence(0.5));
    expect(related).toHaveLength(3);
    expect(new Set(related.map((s) => s.slug)).size).toBe(3);
    expect(getRelatedCaseStudies(studies, 'training-digital-adoption', 2, sequence(0.5))).toHaveLength(2);
  });

  it('has a stable, non-random first choice for prerendering', () => {
    expect(getStableRelatedCaseStudies(studies, 'cloud-hosting-services', 1).map((s) => s.slug)).toEqual([
      'email-migration-microsoft-365',
    ]);
    expect(getStableRelatedCaseStudies(studies, 'training-digital-adoption', 1).map((s) => s.slug)).toEqual([
      'email-migration-microsoft-365',
    ]);
  });
});

describe('trust band results', () => {
  const metric = (value: string, rank: number) => ({value, label: `label of ${value}`, rank});
  const summaries = [
    {title: 'A', permalink: '/case-studies/a', headlineMetric: metric('54%', 3)},
    {title: 'B', permalink: '/case-studies/b'},
    {title: 'C', permalink: '/case-studies/c', headlineMetric: metric('45,000+', 1)},
    {title: 'D', permalink: '/case-studies/d', headlineMetric: metric('90%', 2)},
    {title: 'E', permalink: '/case-studies/e', headlineMetric: metric('99.8%', 3)},
  ];

  it('takes the three best-ranked headline metrics, each with the study it links to', () => {
    expect(getHeadlineResults(summaries)).toEqual([
      {...metric('45,000+', 1), title: 'C', permalink: '/case-studies/c'},
      {...metric('90%', 2), title: 'D', permalink: '/case-studies/d'},
      // Equal ranks keep the list order (newest first).
      {...metric('54%', 3), title: 'A', permalink: '/case-studies/a'},
    ]);
  });

  it('skips studies without a headline metric, and a new study with a better rank takes a place', () => {
    expect(getHeadlineResults(summaries, 5).map((result) => result.title)).toEqual(['C', 'D', 'A', 'E']);
    const newer = {title: 'F', permalink: '/case-studies/f', headlineMetric: metric('100%', 1)};
    expect(getHeadlineResults([newer, ...summaries]).map((result) => result.title)).toEqual(['F', 'C', 'D']);
  });
});

describe('case-study detail formatting', () => {
  itMaps('starts the client under its label with a capital: %s → %s', startWithCapital, [
    ['un OBNL torontois', 'Un OBNL torontois'],
    ['école de Montréal', 'École de Montréal'],
  ]);

  itMaps('an English visitor reads the category key %s as the chip %s', formatCategoryChip, [
    ['cloud-hosting-services', 'Cloud Hosting Services'],
    ['it-consulting-vcio', 'IT Consulting vCIO'],
  ]);

  it('splits a lesson at its first " - " into a bold lead and the rest', () => {
    expect(splitLesson('Inventory before you migrate - a full list exposed eleven items')).toEqual({
      lead: 'Inventory before you migrate',
      rest: 'a full list exposed eleven items',
    });
    expect(splitLesson('Lead - rest with - another dash')).toEqual({lead: 'Lead', rest: 'rest with - another dash'});
    expect(splitLesson('A lesson without a separator')).toEqual({lead: null, rest: 'A lesson without a separator'});
    expect(splitLesson('Wi-Fi matters - hyphens are not separators')).toEqual({
      lead: 'Wi-Fi matters',
      rest: 'hyphens are not separators',
    });
  });
});

describe('/case-studies filter', () => {
  it('reads the category query value', () => {
    expect(parseCategoryFilter(null, serviceCategories)).toEqual({status: 'all'});
    expect(parseCategoryFilter('', serviceCategories)).toEqual({status: 'all'});
    expect(parseCategoryFilter('cloud-hosting-services', serviceCategories)).toEqual({
      status: 'category',
      key: 'cloud-hosting-services',
      label: serviceCategories.find(({id}) => id === 'cloud-hosting-services')!.category,
    });
  });

  it('matches a category key in any case and ignores any other value (every study, no chip active)', () => {
    expect(parseCategoryFilter('CLOUD-HOSTING-SERVICES', serviceCategories)).toEqual({
      status: 'category',
      key: 'cloud-hosting-services',
      label: serviceCategories.find(({id}) => id === 'cloud-hosting-services')!.category,
    });
    expect(parseCategoryFilter(' Cybersecurity-Services ', serviceCategories)).toMatchObject({
      key: 'cybersecurity-services',
    });
    for (const value of ['bogus', 'cloud-hosting', '<img src=x onerror=alert(1)>', 'constructor', '__proto__']) {
      expect(parseCategoryFilter(value, serviceCategories)).toEqual({status: 'all'});
    }
  });

  it('labels the category from the list it is given (the build language’s)', () => {
    const french = [{id: 'cloud-hosting-services', category: 'Infonuagique et hébergement'}] as const;
    expect(parseCategoryFilter('cloud-hosting-services', french)).toMatchObject({label: 'Infonuagique et hébergement'});
  });

  it('shows all, or the studies of the category', () => {
    expect(filterCaseStudies(studies, {status: 'all'})).toHaveLength(3);
    expect(filterCaseStudies(studies, parseCategoryFilter('managed-it-services', serviceCategories))).toHaveLength(1);
    expect(filterCaseStudies(studies, parseCategoryFilter('bogus', serviceCategories))).toHaveLength(3);
  });

  it('sets the query for a category and clears it when the active one is chosen again', () => {
    expect(nextCategorySearch({status: 'all'}, 'cybersecurity-services')).toBe('?category=cybersecurity-services');
    const active = parseCategoryFilter('cybersecurity-services', serviceCategories);
    expect(nextCategorySearch(active, 'cybersecurity-services')).toBe('');
    expect(nextCategorySearch(active, 'cloud-hosting-services')).toBe('?category=cloud-hosting-services');
    expect(nextCategorySearch(active, null)).toBe('');
  });
});
