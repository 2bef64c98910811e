import type {ServiceId, ServiceSummary} from './services';

/** A service category: a service's id and its category label, in any language. */
export type ServiceCategory = Pick<ServiceSummary, 'id' | 'category'>;

/** The display label of a service category in `services` (src/internals/serviceNames, the build's language). */
export function serviceCategoryLabel(services: readonly ServiceCategory[], key: ServiceId): string {
  return services.find((service) => service.id === key)!.category;
}
