import type {ServiceId, ServiceSummary} from './services';

/** A service category: a service's id and its category label, in any language. */
export type ServiceCategory = Pick<ServiceSummary, 'id' | 'category'>;

/**
 * The display label of a service category in `services`, the summaries in the build's language:
 * src/internals/serviceNames in the browser, `serviceSummariesOf(allContent)` in plugins.
 */
export function serviceCategoryLabel(services: readonly ServiceCategory[], key: ServiceId): string {
  return services.find((service) => service.id === key)!.category;
}
