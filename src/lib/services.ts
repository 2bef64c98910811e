/** The services: one MDX file per language, its front matter `ServiceFrontMatter`, its body the description. */
import type {IconName} from '../data/icons';
import type {PageThemeId} from '../data/pageThemes';
import type {VendorMarkId} from '../components/ui/VendorMark';
import {fillFactsDeep, type Facts} from './facts';

/** A service id: its file's name, by which case studies name their categories. */
export type ServiceId = string;

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

/** The front matter of a service file. Its text may name facts as `{languages}` (src/lib/facts.ts). */
export interface ServiceFrontMatter {
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
  features: {id: string; title: string; description: string; icon: IconName}[];
  benefits: {id: string; title: string; description: string}[];
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
  category: string;
}

/** What every page names of a service (menus, chips, filters, JSON-LD). */
export type ServiceName = Pick<ServiceSummary, 'id' | 'title' | 'link' | 'category'>;

/** A service page's data: its summary and the front matter only its page shows, facts filled in. */
export type Service = ServiceSummary &
  Pick<ServiceFrontMatter, 'image' | 'imageAlt' | 'keywords' | 'features' | 'benefits' | 'customSection'> & {
    hero: {eyebrow: string; headline: string; subheadline: string};
  };

/** A service page's data from its file, facts filled in and the eyebrow resolved; `where` names the file. */
export function toService(id: ServiceId, frontMatter: ServiceFrontMatter, facts: Facts, where: string): Service {
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
