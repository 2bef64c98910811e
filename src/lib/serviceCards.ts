import type {Service, ServiceSummary} from './services';

/** What a detailed service card shows: the summary with the service's features and benefits. */
export type ServiceCardDetail = ServiceSummary & Pick<Service, 'features' | 'benefits'>;

/**
 * A detailed card's data from a service, without the copy only its own page shows: the overview
 * route ships these eight cards, not the eight service pages.
 */
export function serviceCardDetail(service: Service): ServiceCardDetail {
  const {
    image: _image,
    imageAlt: _imageAlt,
    hero: _hero,
    keywords: _keywords,
    customSection: _customSection,
    ...card
  } = service;
  return card;
}
