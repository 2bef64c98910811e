import type {Service, ServiceSummary} from './services';

/** What a detailed service card shows: the summary with the service's features and benefits. */
export type ServiceCardDetail = ServiceSummary & Pick<Service, 'features' | 'benefits'>;

/** A detailed card's data, without the copy only the service's page shows. */
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
