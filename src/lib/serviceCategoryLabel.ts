import {serviceCategories, type ServiceCategoryKey} from '../data/serviceCategories';

/**
 * The display label of a service category, in the language of the build. Kept out of the data
 * module on purpose: another locale's build swaps the data module's lists for translated ones
 * (plugins/site-data), and a function inside that module would still see the English list.
 */
export function serviceCategoryLabel(key: ServiceCategoryKey): string {
  return serviceCategories.find((category) => category.key === key)!.label;
}
