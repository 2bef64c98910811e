/**
 * The service lines as the site reads them. Each service is one MDX file per language
 * (services/<id>.mdx, its French copy under i18n/fr-CA/docusaurus-plugin-content-docs-services/):
 * its front matter is `ServiceFrontMatter`, its body the detailed description. plugins/service-pages
 * checks the front matter, fills in the facts and derives the summaries that menus and cards read.
 */
import type {IconName} from '../data/icons';
import type {PageThemeId} from '../data/pageThemes';
import type {VendorMarkId} from '../components/ui/VendorMark';

/**
 * A service id: its file's name (services/<id>.mdx). Case studies name their categories by it; the
 * ids of a build are its files' (plugins/service-pages/ids.ts), checked by the front-matter schema.
 */
export type ServiceId = string;

export interface ServiceFeature {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

export interface ServiceBenefit {
  id: string;
  title: string;
  description: string;
}

export interface Partner {
  name: string;
  /** The vendor's mark in simple-icons (src/components/ui/VendorMark); without one, its name is set as a wordmark. */
  mark?: VendorMarkId;
  url: string;
}

/** Optional extra block on one service page. */
export type ServiceCustomSection =
  | {kind: 'claim'; title: string; statistic: string; statisticLabel: string; description: string}
  | {kind: 'partners'; title: string; description: string; partners: Partner[]}
  | {
      kind: 'serviceAreas';
      title: string;
      description: string;
      areas: {id: string; title: string; description: string; icon: IconName; items: string[]}[];
    };

/** The front matter of a service file. Its text may name facts as `{languages}` (see `serviceFacts`). */
export interface ServiceFrontMatter {
  /** Page and menu title. */
  title: string;
  /** The card description, and the page's meta description. */
  summary: string;
  icon: IconName;
  theme: PageThemeId;
  /** The category label: the case-study chips and filters, and the hero eyebrow where it says so. */
  category: string;
  /** The service's place in the menus, the footer and the card lists: lowest first, the same in both languages. */
  order: number;
  image: string;
  imageAlt: string;
  /** The hero's copy; its eyebrow repeats the category label or the title. */
  hero: {eyebrowFrom: 'category' | 'title'; headline: string; subheadline: string};
  keywords: string[];
  features: ServiceFeature[];
  benefits: ServiceBenefit[];
  customSection?: ServiceCustomSection;
}

/** What menus, cards, chips and filters show of a service, in the build's language. */
export interface ServiceSummary {
  id: ServiceId;
  title: string;
  link: `/services/${ServiceId}`;
  icon: IconName;
  theme: PageThemeId;
  description: string;
  /** The category label. */
  category: string;
}

/**
 * What every page names of a service (menus, footer, case-study chips and filters, JSON-LD): its
 * title, link and category label. The icon, theme and card description only the cards show.
 */
export type ServiceName = Pick<ServiceSummary, 'id' | 'title' | 'link' | 'category'>;

/** A service page's data: its summary and the front matter only its page shows, facts filled in. */
export type Service = ServiceSummary &
  Pick<ServiceFrontMatter, 'image' | 'imageAlt' | 'keywords' | 'features' | 'benefits' | 'customSection'> & {
    hero: {eyebrow: string; headline: string; subheadline: string};
  };

/** The facts a service's text may name, in the language of the page. */
export type ServiceFacts = Record<
  'companyName' | 'languages' | 'slaCritical' | 'slaHigh' | 'slaMedium' | 'slaLow',
  string
>;

/** The facts' sources: the company constants, translated (src/data/company.ts). */
export interface ServiceFactSources {
  company: {name: string; languages: readonly string[]};
  terms: {slaResponse: {critical: string; high: string; medium: string; low: string}};
}

/** "le français", "l'anglais": French names a language with its article. */
function withFrenchArticle(language: string): string {
  return /^[aeiouyhàâéèêîïôû]/i.test(language) ? `l'${language}` : `le ${language}`;
}

/** "English, Ukrainian and French" / "l'anglais, l'ukrainien et le français". */
export function languageList(languages: readonly string[], locale: string): string {
  const french = locale.startsWith('fr');
  const names = french ? languages.map(withFrenchArticle) : [...languages];
  const last = names.pop();
  if (last === undefined) {
    return '';
  }
  return names.length === 0 ? last : `${names.join(', ')} ${french ? 'et' : 'and'} ${last}`;
}

export function serviceFacts({company, terms}: ServiceFactSources, locale: string): ServiceFacts {
  return {
    companyName: company.name,
    languages: languageList(company.languages, locale),
    slaCritical: terms.slaResponse.critical,
    slaHigh: terms.slaResponse.high,
    slaMedium: terms.slaResponse.medium,
    slaLow: terms.slaResponse.low,
  };
}

function isFactName(name: string, facts: ServiceFacts): name is keyof ServiceFacts {
  return Object.hasOwn(facts, name);
}

/**
 * `text` with each `{fact}` replaced by its value. Throws naming `where` and the placeholder when
 * a fact does not exist, so a typo fails the build instead of reaching a page.
 */
export function fillFacts(text: string, facts: ServiceFacts, where: string): string {
  return text.replace(/\{([^{}]*)\}/g, (_placeholder, name: string) => {
    if (!isFactName(name, facts)) {
      throw new Error(`${where}: unknown fact {${name}}; known facts: ${Object.keys(facts).join(', ')}.`);
    }
    return facts[name];
  });
}

/**
 * A service page's data from its file: `frontMatter` with its facts filled in, the hero eyebrow
 * resolved. The one way from a file to a page, for the plugin (summaries, checks) and the page.
 * `where` names the file in errors.
 */
export function toService(id: ServiceId, frontMatter: ServiceFrontMatter, facts: ServiceFacts, where: string): Service {
  const {title, summary, icon, theme, category, image, imageAlt, hero, keywords, features, benefits, customSection} =
    fillFactsDeep(frontMatter, facts, where);
  const {eyebrowFrom, headline, subheadline} = hero;
  return {
    id,
    title,
    link: `/services/${id}`,
    icon,
    theme,
    description: summary,
    category,
    image,
    imageAlt,
    hero: {eyebrow: eyebrowFrom === 'title' ? title : category, headline, subheadline},
    keywords,
    features,
    benefits,
    ...(customSection && {customSection}),
  };
}

/** Every text of `value` (strings in objects and lists, at any depth) with its facts filled in. */
export function fillFactsDeep<Value>(value: Value, facts: ServiceFacts, where: string): Value {
  if (typeof value === 'string') {
    return fillFacts(value, facts, where) as Value;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown) => fillFactsDeep(item, facts, where)) as Value;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFactsDeep(item, facts, where)]),
    ) as Value;
  }
  return value;
}
