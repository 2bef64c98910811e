import type {ServiceCategoryKey} from '../data/serviceCategories';

/** A service category as src/data/serviceCategories.ts lists it, in any language. */
export interface ServiceCategory {
  key: ServiceCategoryKey;
  label: string;
}

/**
 * The display label of a service category in `categories`, the list in the build's language:
 * src/internals/siteData/serviceCategories in the browser, `siteDataOf(allContent)` in plugins.
 * The list is passed in because src/data/serviceCategories.ts holds the English one only.
 */
export function serviceCategoryLabel(categories: readonly ServiceCategory[], key: ServiceCategoryKey): string {
  return categories.find((category) => category.key === key)!.label;
}
