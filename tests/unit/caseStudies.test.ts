import {
  filterCaseStudies,
  formatCategoryChip,
  getHeadlineResults,
  relatedCaseStudies,
  nextCategorySearch,
  parseCategoryFilter,
  splitLesson,
  startWithCapital,
} from '@site/src/lib/caseStudies';

const studies = [
  {slug: 'email-migration', categories: ['cloud-hosting-services', 'cybersecurity-services']},
  {slug: 'voip', categories: ['audio-visual-communications', 'managed-it-services']},
  {slug: 'emergency-support', categories: ['custom-software-development', 'cloud-hosting-services']},
] as {slug: string; categories: never[]}[];
const slugs = (items: readonly {slug: string}[]) => items.map(({slug}) => slug);

describe('the case study a service page offers a visitor', () => {
  it('is one of the service, or any study when the service has none', () => {
    expect(slugs(relatedCaseStudies(studies, 'cloud-hosting-services'))).toEqual([
      'email-migration',
      'emergency-support',
    ]);
    expect(relatedCaseStudies(studies, 'training-digital-adoption')).toHaveLength(3);
  });
});

describe('the results the home page’s trust band shows a visitor', () => {
  const metric = (value: string, rank: number) => ({value, label: `label of ${value}`, rank});
  const summaries = [
    {title: 'A', permalink: '/case-studies/a', headlineMetric: metric('54%', 3)},
    {title: 'B', permalink: '/case-studies/b'},
    {title: 'C', permalink: '/case-studies/c', headlineMetric: metric('45,000+', 1)},
    {title: 'D', permalink: '/case-studies/d', headlineMetric: metric('90%', 2)},
    {title: 'E', permalink: '/case-studies/e', headlineMetric: metric('99.8%', 3)},
  ];

  it('are the three best-ranked headline metrics, equal ranks in list order, each linking to its study', () => {
    expect(getHeadlineResults(summaries)).toEqual([
      {...metric('45,000+', 1), title: 'C', permalink: '/case-studies/c'},
      {...metric('90%', 2), title: 'D', permalink: '/case-studies/d'},
      {...metric('54%', 3), title: 'A', permalink: '/case-studies/a'},
    ]);
  });
});

describe('a case study page, as a writer’s text becomes it', () => {
  it('starts the client with a capital, accented too', () => {
    expect(startWithCapital('école de Montréal')).toBe('École de Montréal');
  });

  it('shows an English visitor the category key as a title-cased chip, known initialisms kept', () => {
    expect(formatCategoryChip('cloud-hosting-services')).toBe('Cloud Hosting Services');
    expect(formatCategoryChip('it-consulting-vcio')).toBe('IT Consulting vCIO');
  });

  it('splits a lesson at its first spaced dash into a bold lead and the rest', () => {
    expect(splitLesson('Wi-Fi matters - a list - exposed items')).toEqual({
      lead: 'Wi-Fi matters',
      rest: 'a list - exposed items',
    });
    expect(splitLesson('No separator')).toEqual({lead: null, rest: 'No separator'});
  });
});

describe('a visitor filtering /case-studies by service', () => {
  const categories = [
    {id: 'cloud-hosting-services', category: 'Infonuagique et hébergement'},
    {id: 'managed-it-services', category: 'Services TI gérés'},
  ] as const;

  it('gets the category of the query in any case, labelled in the build’s language', () => {
    expect(parseCategoryFilter(' CLOUD-Hosting-Services ', categories)).toEqual({
      status: 'category',
      key: 'cloud-hosting-services',
      label: 'Infonuagique et hébergement',
    });
  });

  it('sees every study for no query or any other value', () => {
    for (const value of [null, '', 'cloud-hosting', '<img src=x onerror=alert(1)>', '__proto__']) {
      expect(parseCategoryFilter(value, categories)).toEqual({status: 'all'});
    }
    expect(filterCaseStudies(studies, {status: 'all'})).toHaveLength(3);
    expect(slugs(filterCaseStudies(studies, parseCategoryFilter('managed-it-services', categories)))).toEqual(['voip']);
  });

  it('sets the query for a category and clears it when the active one is chosen again', () => {
    const active = parseCategoryFilter('managed-it-services', categories);
    expect(nextCategorySearch({status: 'all'}, 'managed-it-services')).toBe('?category=managed-it-services');
    expect(nextCategorySearch(active, 'managed-it-services')).toBe('');
    expect(nextCategorySearch(active, null)).toBe('');
  });
});
