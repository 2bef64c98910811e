/**
 * Service category keys and their display labels. Order is the menu order. A category without a
 * label of its own is labelled with its service's title (serviceLinks.ts).
 */
export const serviceCategories = [
  {key: 'managed-it-services', label: 'Managed IT & Support'},
  {key: 'hardware-procurement', label: 'Hardware & Infrastructure'},
  {key: 'audio-visual-communications', label: 'Audio-Visual & Communications'},
  {key: 'custom-software-development', label: 'Software Development'},
  {key: 'it-consulting-vcio', label: 'IT Consulting'},
  {key: 'cybersecurity-services', label: 'Cybersecurity'},
  {key: 'cloud-hosting-services'},
  {key: 'training-digital-adoption', label: 'Training & Adoption'},
] as const;

export type ServiceCategoryKey = (typeof serviceCategories)[number]['key'];

export const serviceCategoryKeys: readonly ServiceCategoryKey[] = serviceCategories.map((c) => c.key);

export function isServiceCategoryKey(value: unknown): value is ServiceCategoryKey {
  return typeof value === 'string' && (serviceCategoryKeys as readonly string[]).includes(value);
}
