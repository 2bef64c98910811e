/** What a visitor did that links do not show, announced on `window` for the analytics module. */
export const SITE_EVENT = 'northbeam:site-event';

export type SiteEvent = {readonly type: 'contact-form-submitted'} | {readonly type: 'search-without-results'};

export function announceSiteEvent(event: SiteEvent): void {
  window.dispatchEvent(new CustomEvent<SiteEvent>(SITE_EVENT, {detail: event}));
}

/** `data-analytics` on a link to the booking page, counted as a booking. */
export const BOOKING_LINK_MARK = 'booking';
