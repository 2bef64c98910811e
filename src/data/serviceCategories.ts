/**
 * The service ids, in the menu's order. Each names a service file (services/<id>.mdx and its
 * French copy), whose front matter holds the service's title and category label; case studies
 * name their categories by these ids.
 */
export const serviceCategoryKeys = [
  'managed-it-services',
  'hardware-procurement',
  'audio-visual-communications',
  'custom-software-development',
  'it-consulting-vcio',
  'cybersecurity-services',
  'cloud-hosting-services',
  'training-digital-adoption',
] as const;

export type ServiceCategoryKey = (typeof serviceCategoryKeys)[number];

export function isServiceCategoryKey(value: unknown): value is ServiceCategoryKey {
  return typeof value === 'string' && (serviceCategoryKeys as readonly string[]).includes(value);
}
