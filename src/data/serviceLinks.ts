/**
 * The light part of each service line: identity, title, route, icon and theme. A service's title
 * is written here only: plugins/site-data adds it, translated, to the menus, the service cards
 * (serviceSummaries.ts) and the service pages (services.ts). Pages read those through their own
 * JSON files (src/internals/siteData), so the full service copy in services.ts stays out of the
 * bundle that every page loads.
 */
import type {IconName} from './icons';
import type {PageThemeId} from './pageThemes';
import type {ServiceCategoryKey} from './serviceCategories';

export interface ServiceLink {
  id: ServiceCategoryKey;
  /** Page and menu title. */
  title: string;
  link: `/services/${ServiceCategoryKey}`;
  icon: IconName;
  theme: PageThemeId;
}

export const serviceLinks = [
  {
    id: 'managed-it-services',
    title: 'Managed IT & Support (MSP)',
    link: '/services/managed-it-services',
    icon: 'headset',
    theme: 'tech',
  },
  {
    id: 'hardware-procurement',
    title: 'Hardware Procurement & Infrastructure',
    link: '/services/hardware-procurement',
    icon: 'server',
    theme: 'infrastructure',
  },
  {
    id: 'audio-visual-communications',
    title: 'Audio-Visual & Unified Communications',
    link: '/services/audio-visual-communications',
    icon: 'video',
    theme: 'communication',
  },
  {
    id: 'custom-software-development',
    title: 'Software Development & Integration',
    link: '/services/custom-software-development',
    icon: 'code',
    theme: 'development',
  },
  {
    id: 'it-consulting-vcio',
    title: 'IT Consulting & vCIO',
    link: '/services/it-consulting-vcio',
    icon: 'compass',
    theme: 'consulting',
  },
  {
    id: 'cybersecurity-services',
    title: 'Cybersecurity & Compliance',
    link: '/services/cybersecurity-services',
    icon: 'shield',
    theme: 'security',
  },
  {
    id: 'cloud-hosting-services',
    title: 'Cloud & Hosting',
    link: '/services/cloud-hosting-services',
    icon: 'cloud',
    theme: 'infrastructure',
  },
  {
    id: 'training-digital-adoption',
    title: 'Training & Digital Adoption',
    link: '/services/training-digital-adoption',
    icon: 'graduation-cap',
    theme: 'training',
  },
] as const satisfies readonly ServiceLink[];
