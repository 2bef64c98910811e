import type {NavigationItem} from '../data/navigation';
import type {ServiceSummary} from './services';

/** A menu item as plugins/site-data writes it: `servicePages` marks the entry the service pages go under. */
export type MenuItem = NavigationItem & {servicePages?: boolean};

/** The service pages as menu links, in the summaries' order. */
export function serviceNavigationOf(services: readonly Pick<ServiceSummary, 'title' | 'link'>[]): NavigationItem[] {
  return services.map(({title, link}) => ({title, path: link}));
}

/** A menu with the service pages under the entry that asks for them. */
export function withServicePages(menu: readonly MenuItem[], serviceNavigation: NavigationItem[]): NavigationItem[] {
  return menu.map(({servicePages, ...item}) => (servicePages ? {...item, children: serviceNavigation} : item));
}
